import { describe, expect, it } from 'vitest';
import {
  draftPayload,
  emptyJobFormValues,
  fieldErrorsFromServer,
  jobFormValuesFrom,
  newRow,
  parseSalary,
  todayIso,
  validateJobForm,
  type JobFormValues,
} from './job-form-values';
import { makeJob } from '../../../test/fixtures';

const filled = (overrides: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobFormValues(new Date(2026, 2, 4)),
  title: 'Data Engineer',
  company: 'Acme',
  location: 'Lisbon',
  category: 'Technology',
  description: 'Pipelines.',
  ...overrides,
});

describe('job form values', () => {
  it('start empty, Full-time, posted today (local date), one empty row per list', () => {
    const values = emptyJobFormValues(new Date(2026, 0, 9, 23, 30));
    expect(values.type).toBe('Full-time');
    expect(values.postedDate).toBe('2026-01-09');
    expect(values.remote).toBe(false);
    for (const list of [values.responsibilities, values.requirements, values.skills]) {
      expect(list.map((row) => row.value)).toEqual(['']);
    }
    expect(todayIso(new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('drop empty and blank rows before sending, trimming the rest', () => {
    const draft = draftPayload(
      filled({
        skills: [newRow(' React '), newRow(''), newRow('   '), newRow('SQL')],
        responsibilities: [newRow('')],
        requirements: [newRow('Degree'), newRow('')],
      }),
    );
    expect(draft.skills).toEqual(['React', 'SQL']);
    expect(draft.responsibilities).toEqual([]);
    expect(draft.requirements).toEqual(['Degree']);

    const checked = validateJobForm(
      filled({ skills: [newRow('React'), newRow(' ')], responsibilities: [newRow('')] }),
    );
    expect(checked.ok && checked.payload.skills).toEqual(['React']);
    expect(checked.ok && checked.payload.responsibilities).toEqual([]);
  });

  it('send optional fields as null, and never status or currency', () => {
    const checked = validateJobForm(filled());
    expect(checked).toEqual({
      ok: true,
      payload: {
        title: 'Data Engineer',
        company: 'Acme',
        location: 'Lisbon',
        salaryMin: null,
        salaryMax: null,
        type: 'Full-time',
        category: 'Technology',
        experience: null,
        postedDate: '2026-03-04',
        closingDate: null,
        remote: false,
        description: 'Pipelines.',
        responsibilities: [],
        requirements: [],
        skills: [],
        draft: false,
      },
    });
  });

  it('require title, company, location, category, posted date and description (blank counts as empty)', () => {
    const checked = validateJobForm({ ...emptyJobFormValues(), title: '   ', postedDate: '' });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual({
      title: 'Title is required',
      company: 'Company is required',
      location: 'Location is required',
      category: 'Category is required',
      postedDate: 'Posted date is required',
      description: 'Description is required',
    });
  });

  it('read salaries as typed ("120,000", "$90000"), and keep the minimum at or below the maximum', () => {
    expect(parseSalary('120,000')).toBe(120000);
    expect(parseSalary('$ 90 000')).toBe(90000);
    expect(parseSalary('')).toBeNull();
    expect(parseSalary('lots')).toBeNaN();

    const reversed = validateJobForm(filled({ salaryMin: '120,000', salaryMax: '90000' }));
    expect(!reversed.ok && reversed.errors).toEqual({
      salaryMax: 'Minimum salary cannot be above the maximum',
    });

    const bad = validateJobForm(filled({ salaryMin: 'lots', salaryMax: '1000.5' }));
    expect(!bad.ok && bad.errors).toEqual({
      salaryMin: 'Minimum salary must be a whole number',
      salaryMax: 'Maximum salary must be a whole number',
    });

    const onlyMax = validateJobForm(filled({ salaryMax: '90000' }));
    expect(onlyMax.ok && [onlyMax.payload.salaryMin, onlyMax.payload.salaryMax]).toEqual([null, 90000]);
  });

  it('refuse a closing date before the posted date', () => {
    const checked = validateJobForm(filled({ postedDate: '2026-03-04', closingDate: '2026-03-01' }));
    expect(!checked.ok && checked.errors).toEqual({
      closingDate: 'Closing date cannot be before the posted date',
    });
  });

  it('map the server’s field paths onto the form’s fields', () => {
    expect(fieldErrorsFromServer({ title: 'Title is taken', 'skills.2': 'too long', unknown: 'x' })).toEqual({
      title: 'Title is taken',
      skills: 'too long',
    });
    expect(fieldErrorsFromServer(undefined)).toEqual({});
  });

  it('fill the edit form from a job, keeping one row in an empty list', () => {
    const values = jobFormValuesFrom(
      makeJob({ requirements: [], location: null, salaryMin: null, skills: ['React', 'TypeScript'] }),
    );
    expect(values.requirements.map((row) => row.value)).toEqual(['']);
    expect(values.skills.map((row) => row.value)).toEqual(['React', 'TypeScript']);
    expect(values.location).toBe('');
    expect(values.salaryMin).toBe('');
    expect(values.salaryMax).toBe('150000');
  });
});
