import type { Profile } from './schemas/profile';

export interface CompletionInput {
  image: string | null;
  profile: Profile | null;
  hasResume: boolean;
}

interface CompletionItem {
  key: string;
  /** What to do, shown in the checklist while it is missing. */
  label: string;
  weight: number;
  done: (input: CompletionInput) => boolean;
}

/**
 * How complete a profile is, in points that add up to 100. Skills weigh most because they drive
 * matching; each item is something the person can see and do (docs/profile.md).
 */
export const COMPLETION_ITEMS: readonly CompletionItem[] = [
  { key: 'photo', label: 'Add a profile photo', weight: 5, done: ({ image }) => Boolean(image) },
  {
    key: 'headline',
    label: 'Write a professional headline',
    weight: 10,
    done: ({ profile }) => Boolean(profile?.headline),
  },
  { key: 'bio', label: 'Write a short bio', weight: 10, done: ({ profile }) => Boolean(profile?.bio) },
  {
    key: 'location',
    label: 'Say where you are based',
    weight: 5,
    done: ({ profile }) => Boolean(profile?.location),
  },
  {
    key: 'skills',
    label: 'List at least 5 skills',
    weight: 25,
    done: ({ profile }) => (profile?.skills.length ?? 0) >= 5,
  },
  {
    key: 'experience',
    label: 'Add your work experience',
    weight: 15,
    done: ({ profile }) => (profile?.experience.length ?? 0) > 0,
  },
  {
    key: 'education',
    label: 'Add your education',
    weight: 10,
    done: ({ profile }) => (profile?.education.length ?? 0) > 0,
  },
  {
    key: 'preferences',
    label: 'Set your job preferences',
    weight: 10,
    done: ({ profile }) =>
      Boolean(
        profile &&
        (profile.jobPreferences.jobTypes.length > 0 || profile.jobPreferences.locations.length > 0),
      ),
  },
  {
    key: 'career',
    label: 'Describe your career goals',
    weight: 5,
    done: ({ profile }) => Boolean(profile?.careerInfo.summary || profile?.careerInfo.goals),
  },
  { key: 'resume', label: 'Upload your resume', weight: 5, done: ({ hasResume }) => hasResume },
];

export function profileCompletion(input: CompletionInput) {
  let percent = 0;
  const missing: { key: string; label: string; weight: number }[] = [];
  for (const item of COMPLETION_ITEMS) {
    if (item.done(input)) percent += item.weight;
    else missing.push({ key: item.key, label: item.label, weight: item.weight });
  }
  return { percent, missing };
}
