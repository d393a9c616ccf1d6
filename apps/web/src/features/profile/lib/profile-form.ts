import { JOB_TYPES, type JobType } from '@skillmatch/shared/constants';
import { profileSchema, type Profile } from '@skillmatch/shared/schemas/profile';
import type { UserRecord } from '@skillmatch/shared/schemas/user';

export interface ExperienceValues {
  id: string;
  title: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}

export interface EducationValues {
  id: string;
  school: string;
  degree: string;
  field: string;
  /** Typed text; a number once valid. */
  startYear: string;
  endYear: string;
  current: boolean;
}

/** What the profile form edits: the profile, with numbers as the text typed into their fields. */
export interface ProfileFormValues {
  headline: string;
  bio: string;
  location: string;
  skills: string[];
  experience: ExperienceValues[];
  education: EducationValues[];
  jobPreferences: {
    jobTypes: JobType[];
    locations: string[];
    salaryMin: string;
    salaryMax: string;
    remote: boolean;
  };
  careerInfo: { summary: string; goals: string };
  projects: Profile['projects'];
}

/** The profile page's form: the profile, and the photo's address (saved on its own) beside it. */
export type ProfilePageValues = ProfileFormValues & { photo: string };

/** What a checked profile page sends. */
export interface ProfileSubmit {
  profile: Profile;
  photo: string;
}

/** Field path ("headline", "experience.0.endDate") to its message. */
export type ProfileErrors = Record<string, string>;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function formValuesOf(user: Pick<UserRecord, 'profile'>): ProfileFormValues {
  const profile = user.profile;
  return {
    headline: profile?.headline ?? '',
    bio: profile?.bio ?? '',
    location: profile?.location ?? '',
    skills: profile?.skills ?? [],
    experience: profile?.experience ?? [],
    education: (profile?.education ?? []).map((entry) => ({
      ...entry,
      startYear: text(entry.startYear),
      endYear: text(entry.endYear),
    })),
    jobPreferences: {
      jobTypes: profile?.jobPreferences.jobTypes ?? [],
      locations: profile?.jobPreferences.locations ?? [],
      salaryMin: text(profile?.jobPreferences.salary.min),
      salaryMax: text(profile?.jobPreferences.salary.max),
      remote: profile?.jobPreferences.remote ?? false,
    },
    careerInfo: profile?.careerInfo ?? { summary: '', goals: '' },
    projects: profile?.projects ?? [],
  };
}

/** A typed number: blank is null, anything else a number (NaN when not one, for the schema to refuse). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The request body's profile, before the shared schema checks and tidies it. */
export function payloadOf(values: ProfileFormValues) {
  return {
    ...values,
    education: values.education.map((entry) => ({
      ...entry,
      startYear: numberOrNull(entry.startYear),
      endYear: entry.current ? null : numberOrNull(entry.endYear),
    })),
    experience: values.experience.map((entry) => ({ ...entry, endDate: entry.current ? '' : entry.endDate })),
    jobPreferences: {
      jobTypes: values.jobPreferences.jobTypes,
      locations: values.jobPreferences.locations,
      salary: {
        min: numberOrNull(values.jobPreferences.salaryMin),
        max: numberOrNull(values.jobPreferences.salaryMax),
      },
      remote: values.jobPreferences.remote,
    },
  };
}

/** Messages for the number fields, where the schema's own would say "expected number". */
const NUMBER_MESSAGES: [RegExp, string][] = [
  [/^education\.\d+\.startYear$/, 'Enter a start year between 1900 and this year'],
  [/^education\.\d+\.endYear$/, 'Enter an end year between 1900 and ten years from now'],
  [/^jobPreferences\.salary\.(min|max)$/, 'Enter a yearly salary in whole numbers'],
];

/**
 * The form's values checked with the schema the server uses: the profile to send, or the message of
 * each field that needs attention.
 */
export function checkProfile(
  values: ProfileFormValues,
): { ok: true; profile: Profile } | { ok: false; errors: ProfileErrors } {
  const result = profileSchema().safeParse(payloadOf(values));
  if (result.success) return { ok: true, profile: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    const numberMessage = NUMBER_MESSAGES.find(([pattern]) => pattern.test(path))?.[1];
    errors[path] = issue.code !== 'custom' && numberMessage ? numberMessage : issue.message;
  }
  return { ok: false, errors };
}

/** The tab each field path belongs to, so that a refused save shows the first tab needing attention. */
export const PROFILE_TABS = ['basic', 'experience', 'education', 'preferences', 'career', 'resume'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function tabOf(path: string): ProfileTab {
  if (path.startsWith('experience')) return 'experience';
  if (path.startsWith('education')) return 'education';
  if (path.startsWith('jobPreferences')) return 'preferences';
  if (path.startsWith('careerInfo')) return 'career';
  return 'basic';
}

export const JOB_TYPE_OPTIONS = JOB_TYPES;

/** Adds a typed skill or location once: trimmed, blank ignored, duplicates (any case) ignored. */
export function withItem(list: readonly string[], raw: string): string[] {
  const item = raw.trim().replace(/\s+/g, ' ');
  if (!item || list.some((existing) => existing.toLowerCase() === item.toLowerCase())) return [...list];
  return [...list, item];
}

export function newId(): string {
  return crypto.randomUUID();
}
