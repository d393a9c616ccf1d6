/**
 * Every admin query key starts with 'admin', so that one invalidation of ['admin'] (after a pipeline
 * move, say) refreshes the dashboard's numbers, the users and the applicant counts at once.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  activity: ['admin', 'activity'] as const,
  users: ['admin', 'users'] as const,
  userList: (params: AdminUsersParams) => ['admin', 'users', params] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  settings: ['admin', 'settings'] as const,
  stories: ['admin', 'stories'] as const,
  applicantCounts: (ids: readonly string[]) => ['admin', 'applicant-counts', ids] as const,
};

export interface AdminUsersParams {
  q: string;
  role: '' | 'user' | 'admin';
  status: '' | 'active' | 'disabled';
  page: number;
}
