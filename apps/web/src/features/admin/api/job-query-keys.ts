/**
 * Query keys shared with the rest of the app: every list of jobs starts with 'jobs', one job is
 * ['job', id]. Invalidating ['jobs'] refreshes every list (the public ones too) after a change.
 */
export const jobKeys = {
  lists: ['jobs'] as const,
  adminList: (params: { q: string; page: number; pageSize: number }) => ['jobs', 'admin', params] as const,
  one: (id: string) => ['job', id] as const,
};
