import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import { settingsFormSchema, settingsFormValuesFrom, type SettingsFormValues } from './settings-form';

const values = settingsFormValuesFrom(DEFAULT_SITE_SETTINGS);

/** What the form gets from its resolver: the settings to send, or one message per field. */
async function check(typed: SettingsFormValues) {
  const result = await zodResolver(settingsFormSchema)(typed, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const messages = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return Object.keys(messages).length > 0
    ? { ok: false, errors: messages }
    : { ok: true, settings: result.values };
}

describe('settings form', () => {
  it('sends the typed numbers as numbers', async () => {
    expect(await check({ ...values, siteName: '  TalentHub ', jobsPageSize: '30' })).toEqual({
      ok: true,
      settings: { ...DEFAULT_SITE_SETTINGS, siteName: 'TalentHub', jobsPageSize: 30 },
    });
  });

  it('sends the job review choice, and refuses one that is not a mode', async () => {
    expect(await check({ ...values, jobModeration: 'none' })).toEqual({
      ok: true,
      settings: { ...DEFAULT_SITE_SETTINGS, jobModeration: 'none' },
    });
    expect(await check({ ...values, jobModeration: 'some' as 'none' })).toEqual({
      ok: false,
      errors: { jobModeration: 'Choose no review, each company’s first job, or every job' },
    });
  });

  it('gives the server’s messages, one per field; empty is not zero', async () => {
    expect(await check({ ...values, siteName: '', jobsPageSize: '', strongMatchThreshold: '80.5' })).toEqual({
      ok: false,
      errors: {
        siteName: 'Site name is required',
        jobsPageSize: 'Jobs per page must be a whole number',
        strongMatchThreshold: 'The strong-match threshold must be a whole number',
      },
    });
    expect(await check({ ...values, jobsPageSize: '4' })).toEqual({
      ok: false,
      errors: { jobsPageSize: 'Jobs per page must be between 5 and 100' },
    });
  });
});
