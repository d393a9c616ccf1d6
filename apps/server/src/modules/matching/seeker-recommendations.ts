import type { Recommendation } from '@skillmatch/shared/schemas/matching';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { userIdByEmail } from '../user/find-user';
import { recommendJobs } from './recommend';
import { loadSeeker } from './seeker';

/** A page of a seeker's recommendations, named by account id or (for administrators) by email. */
export async function seekerRecommendations(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { seeker, page, pageSize }: { seeker: { id: string } | { email: string }; page: number; pageSize: number },
): Promise<{ items: Recommendation[]; total: number; matching: number }> {
  const userId = 'id' in seeker ? seeker.id : await userIdByEmail(db, seeker.email);
  if (!userId) throw notFound('User');
  const index = await matchIndex.current();
  return recommendJobs(db, index, userId, await loadSeeker(db, userId), page, pageSize);
}
