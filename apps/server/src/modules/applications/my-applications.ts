import type { Application } from '@skillmatch/shared/schemas/applications';
import type { UseCaseDeps } from '../../app-types';
import { applicationsOf, presentApplication } from './applications';

/** The viewer's applications, newest first. */
export async function myApplications(
  { db }: Pick<UseCaseDeps, 'db'>,
  { viewerId }: { viewerId: string },
): Promise<Application[]> {
  return (await applicationsOf(db, viewerId)).map(presentApplication);
}
