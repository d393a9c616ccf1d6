import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import { settingsFormValuesFrom, validateSettings } from './settings-form';

const values = settingsFormValuesFrom(DEFAULT_SITE_SETTINGS);

describe('settings form', () => {
  it('sends the typed numbers as numbers', () => {
    expect(validateSettings({ ...values, siteName: '  TalentHub ', jobsPageSize: '30' })).toEqual({
      ok: true,
      settings: { ...DEFAULT_SITE_SETTINGS, siteName: 'TalentHub', jobsPageSize: 30 },
    });
  });

  it('gives the server’s messages, one per field; empty is not zero', () => {
    expect(
      validateSettings({ ...values, siteName: '', jobsPageSize: '', strongMatchThreshold: '80.5' }),
    ).toEqual({
      ok: false,
      errors: {
        siteName: 'Site name is required',
        jobsPageSize: 'Jobs per page must be a whole number',
        strongMatchThreshold: 'The strong-match threshold must be a whole number',
      },
    });
    expect(validateSettings({ ...values, jobsPageSize: '4' })).toEqual({
      ok: false,
      errors: { jobsPageSize: 'Jobs per page must be between 5 and 100' },
    });
  });
});
