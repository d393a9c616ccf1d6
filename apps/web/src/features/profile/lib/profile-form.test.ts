import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@skillmatch/shared/schemas/profile';
import { checkProfile, formValuesOf, tabOf, withItem } from './profile-form';

const filled = () => ({
  ...formValuesOf({ profile: null }),
  headline: 'Data engineer',
  bio: 'I move data.',
  location: 'Berlin',
  skills: ['Python'],
});

describe('checkProfile', () => {
  it('names each required field, whitespace counting as empty', () => {
    const result = checkProfile({ ...formValuesOf({ profile: null }), headline: '   ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        headline: PROFILE_MESSAGES.headline,
        bio: PROFILE_MESSAGES.bio,
        location: PROFILE_MESSAGES.location,
        skills: PROFILE_MESSAGES.skills,
      },
    });
  });

  it('checks entries: end month before start, years out of bounds, salary order', () => {
    const values = filled();
    values.experience = [
      {
        id: 'e1',
        title: 'Engineer',
        company: 'Acme',
        location: '',
        startDate: '2024-05',
        endDate: '2024-01',
        current: false,
        description: '',
      },
    ];
    values.education = [
      { id: 'd1', school: 'TU', degree: '', field: '', startYear: '1800', endYear: '', current: false },
    ];
    values.jobPreferences.salaryMin = '90000';
    values.jobPreferences.salaryMax = '50000';
    const result = checkProfile(values);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      'experience.0.endDate': 'End date cannot be before the start date',
      'education.0.startYear': 'Enter a start year between 1900 and this year',
      'jobPreferences.salary.max': 'Minimum salary cannot be above the maximum',
    });
    expect(tabOf('education.0.startYear')).toBe('education');
  });

  it('ignores the end of a current job or school, and sends tidy skills', () => {
    const values = filled();
    values.skills = [' Python ', 'python', 'SQL'];
    values.education = [
      { id: 'd1', school: 'TU', degree: '', field: '', startYear: '2020', endYear: '1990', current: true },
    ];
    const result = checkProfile(values);
    expect(result.ok && result.profile.skills).toEqual(['Python', 'SQL']);
    expect(result.ok && result.profile.education[0]?.endYear).toBeNull();
  });
});

describe('withItem', () => {
  it('adds trimmed items once, ignoring blanks and other cases of the same item', () => {
    expect(withItem(['React'], '  react ')).toEqual(['React']);
    expect(withItem(['React'], '   ')).toEqual(['React']);
    expect(withItem(['React'], ' Node.js ')).toEqual(['React', 'Node.js']);
  });
});
