import type { UseCaseDeps } from '../../app-types';
import { resumeAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { downloadResume } from './download-resume';

/**
 * The back office's download of a person's resume by their id: the operator's for anyone, a hiring
 * team's for those who applied to a job in its scope; 404 otherwise, as when there is no resume.
 */
export async function applicantResume(
  deps: Pick<UseCaseDeps, 'db' | 'files'>,
  { scope, userId }: { scope: BackOfficeScope; userId: string },
): Promise<{ fileName: string; bytes: Buffer }> {
  await resumeAccess(deps.db, scope, userId);
  return downloadResume(deps, { userId });
}
