import type { MyCompanies } from '@skillmatch/shared/schemas/back-office';
import type { HiringTeam } from '@skillmatch/shared/schemas/hiring-team';
import { json, SEEKER, type ApiCall } from '../../../test/render';

/** The hiring-team pages' tests' company, its team and the API answering for it. */
export const COMPANY_ID = '11111111-1111-4111-8111-111111111111';
export const MINE: MyCompanies = {
  activeCompanyId: COMPANY_ID,
  companies: [{ id: COMPANY_ID, slug: 'acme', name: 'Acme', role: 'owner' }],
  operator: false,
};
export const TEAM: HiringTeam = {
  company: { id: COMPANY_ID, slug: 'acme', name: 'Acme', verified: true },
  viewerRole: 'owner',
  members: [
    {
      userId: SEEKER.id,
      name: SEEKER.name,
      email: SEEKER.email,
      role: 'owner',
      joinedAt: '2026-01-01T00:00:00Z',
    },
    {
      userId: 'user-2',
      name: 'Rita Recruiter',
      email: 'rita@acme.example',
      role: 'recruiter',
      joinedAt: '2026-01-02T00:00:00Z',
    },
  ],
  invitations: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      email: 'ivan@acme.example',
      role: 'interviewer',
      invitedBy: SEEKER.name,
      sentAt: '2026-01-03T00:00:00Z',
      expiresAt: '2020-01-10T00:00:00Z',
      expired: true,
    },
  ],
};
export const error = (status: number, message: string, fields?: Record<string, string>) =>
  json({ statusCode: status, code: status === 409 ? 'CONFLICT' : 'NOT_FOUND', message, fields }, status);

export function teamApi(overrides: (call: ApiCall) => Response | undefined = () => undefined) {
  return (call: ApiCall) =>
    overrides(call) ??
    (call.url === '/api/me/companies'
      ? json(MINE)
      : call.url === `/api/companies/${COMPANY_ID}/members` && call.method === 'GET'
        ? json(TEAM)
        : call.url === '/api/interviews/attributes' && call.method === 'GET'
          ? json({ attributes: ['Communication'] })
          : undefined);
}
