import { COMPANY_ROLES } from '../constants';
import { z } from '../zod';
import { text } from './text';

export const HIRING_TEAM_MESSAGES = {
  name: 'Enter your company’s name',
  website: 'Enter the company’s website, such as acme.com or https://www.acme.com',
  email: 'Enter a valid email address',
  role: 'Choose owner, recruiter or interviewer',
} as const;

/** A company's website as typed ("acme.com" or a full address), kept as an https address. */
const website = z
  .string({ error: HIRING_TEAM_MESSAGES.website })
  .trim()
  .max(200, { error: 'A website can be at most 200 characters' })
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, hostname: /^[^.]+(\.[^.]+)+$/, error: HIRING_TEAM_MESSAGES.website }),
    ]),
  )
  .transform((value) => (value === '' ? undefined : value));

/** POST /api/companies: a new employer, whose creator becomes its owner. */
export const createCompanySchema = z.object({
  name: text('Company name', { required: HIRING_TEAM_MESSAGES.name, min: 2, max: 120 }),
  website: website.optional(),
});
export type CreateCompanyRequest = z.input<typeof createCompanySchema>;

export const createdCompanySchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type CreatedCompany = z.infer<typeof createdCompanySchema>;

export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: HIRING_TEAM_MESSAGES.role });

/** A company, by its id (an unknown or malformed id is a 404). */
export const companyIdParamsSchema = z.object({ id: z.string().max(100) });
export const memberParamsSchema = companyIdParamsSchema.extend({ userId: z.string().max(100) });
export const invitationParamsSchema = companyIdParamsSchema.extend({ invitationId: z.string().max(100) });
export const invitationTokenParamsSchema = z.object({ token: z.string().max(200) });

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation not yet accepted or revoked (it may have expired: resending gives it 7 more days). */
export const waitingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  invitedBy: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type WaitingInvitation = z.infer<typeof waitingInvitationSchema>;

/** GET /api/companies/:id/members: the hiring team page. */
export const hiringTeamSchema = z.object({
  company: z.object({ id: z.string(), slug: z.string(), name: z.string(), verified: z.boolean() }),
  /** The viewer's role ('operator' for the platform operator): owners manage members and invitations. */
  viewerRole: z.enum([...COMPANY_ROLES, 'operator']),
  members: z.array(teamMemberSchema),
  invitations: z.array(waitingInvitationSchema),
});
export type HiringTeam = z.infer<typeof hiringTeamSchema>;

/** PATCH /api/companies/:id/members/:userId */
export const changeRoleSchema = z.object({ role: companyRoleSchema });

/** POST /api/companies/:id/invitations */
export const inviteSchema = z.object({
  email: z
    .string({ error: HIRING_TEAM_MESSAGES.email })
    .trim()
    .max(254, { error: HIRING_TEAM_MESSAGES.email })
    .pipe(z.email({ error: HIRING_TEAM_MESSAGES.email })),
  role: companyRoleSchema,
});
export type InviteRequest = z.input<typeof inviteSchema>;

/** GET /api/invitations/:token: what the acceptance page shows to whoever holds the link. */
export const invitationViewSchema = z.object({
  company: z.object({ name: z.string(), slug: z.string() }),
  role: companyRoleSchema,
  /** The address it was sent to: only that account can accept it. */
  email: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** Whether the signed-in viewer's address is the invited one; null for a visitor. */
  viewerMatches: z.boolean().nullable(),
  /** The viewer is already on this team. */
  alreadyMember: z.boolean(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /api/invitations/:token/accept */
export const acceptedInvitationSchema = z.object({
  companyId: z.string(),
  slug: z.string(),
  name: z.string(),
  role: companyRoleSchema,
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
