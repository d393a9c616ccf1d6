import { describe, expect, it } from 'vitest';
import type { DemoOccupation } from './demo-catalogue-data';
import { describeJob, requirementsOf, responsibilitiesOf, type JobStory } from './job-text';

const NURSE: DemoOccupation = {
  soc: '29-1141.00',
  category: 'Healthcare',
  role: 'Registered Nurse',
  duties: ['Assess patient health problems and needs', 'Develop and implement nursing care plans'],
  sometimes: ['Advise patients on health maintenance and disease prevention'],
  credential: 'an active RN licence and BLS certification',
  trade: ['Patient care', 'Electronic health records'],
};

const story = (changes: Partial<JobStory> = {}): JobStory => ({
  occupation: NURSE,
  title: 'ICU Registered Nurse',
  company: 'Mercy',
  place: 'St Louis, MO',
  years: 3,
  type: 'Full-time',
  remote: false,
  skills: [
    'Patient care',
    'Electronic health records',
    'Epic Systems',
    'MEDITECH software',
    'Microsoft Excel',
  ],
  seed: 7,
  ...changes,
});

describe('a demo job’s words', () => {
  it('say who hires, where, what the work is and with which tools', () => {
    expect(describeJob(story())).toBe(
      'Mercy is hiring an ICU Registered Nurse in St Louis, MO. You will assess patient health problems ' +
        'and needs. You will also develop and implement nursing care plans. Day to day you will work with ' +
        'Epic Systems, MEDITECH software and Microsoft Excel. This is a full-time, permanent role.',
    );
    expect(describeJob(story({ remote: true, type: 'Part-time', title: 'Charge Nurse' }))).toMatch(
      /^Mercy is hiring a Charge Nurse to work remotely\. .* This is a part-time role of about 24 hours a week\.$/,
    );
  });

  it('list the duties, what the tools are for, and mentoring for the experienced', () => {
    const lines = responsibilitiesOf(story({ years: 6 }));
    expect(lines.slice(0, 3)).toEqual([
      'Assess patient health problems and needs.',
      'Develop and implement nursing care plans.',
      'Advise patients on health maintenance and disease prevention.',
    ]);
    // Practices are not tools: no "records in Patient care".
    expect(lines).toContain('Chart care and look up patient records in Epic Systems and MEDITECH software.');
    expect(lines).toContain('Mentor newer colleagues and review their work.');
    expect(lines.length).toBeGreaterThanOrEqual(5);
  });

  it('ask for the years, the skills and the US credential, or the country’s registration abroad', () => {
    const us = requirementsOf(story());
    expect(us.slice(0, 4)).toEqual([
      '3+ years of experience as a Registered Nurse or in a similar role.',
      'Hands-on experience with Patient care, Electronic health records and Epic Systems.',
      'Familiarity with MEDITECH software and Microsoft Excel, or the will to learn quickly.',
      'An active RN licence and BLS certification.',
    ]);
    expect(us).toContain(
      'Able to work on site in St Louis, MO, including some nights, weekends or holidays.',
    );
    const uk = requirementsOf(story({ place: 'Leeds, United Kingdom', years: 0 }));
    expect(uk[0]).toBe('New graduates welcome: you will be trained on the job.');
    expect(uk).toContain(
      'The registration or licence to practise as a Registered Nurse in the United Kingdom.',
    );
    expect(requirementsOf(story({ years: -1 }))[0]).toMatch(/^Currently studying/);
  });
});
