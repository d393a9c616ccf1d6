import { eq, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { profiles } from '@skillmatch/db/schema/profiles';
import { profileCompletion } from '@skillmatch/shared/profile-completion';
import type { Profile } from '@skillmatch/shared/schemas/profile';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { applicationsOf, applicationStats, presentApplication } from '../applications/applications';
import { skillNames } from '../matching/skill-names';
import { presentResume } from '../resumes/resumes';
import { resumeOf } from '../resumes/resumes-repository';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** The id of the account with this email (any case), or undefined. */
export async function userIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email));
  return row?.id;
}

/** The user record (docs/product.md, "Records") for an email, or undefined when there is none. */
export async function findUserRecord(db: Database, email: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({ user: users, profile: profiles.data })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(byEmail(email));
  if (!row) return undefined;
  const { user } = row;
  const resume = await resumeOf(db, user.id);
  const profile = (row.profile as Profile | null) ?? null;
  const sent = await applicationsOf(db, user.id);
  const completion = profileCompletion({ image: user.image, profile, hasResume: resume !== undefined });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    displayName: user.name,
    dbPhoto: user.image,
    role: user.role === 'admin' ? 'admin' : 'user',
    progress: completion.percent,
    profileChecklist: completion.missing,
    profile,
    skillNames: skillNames(profile?.skills ?? []),
    resume: resume ? presentResume(resume, profile?.skills ?? []) : null,
    applications: sent.map(presentApplication),
    applicationStats: applicationStats(sent),
    createdAt: user.createdAt.toISOString(),
  };
}
