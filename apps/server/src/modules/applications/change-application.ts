import type { Application, ApplicationUpdate } from '@skillmatch/shared/schemas/applications';
import type { UseCaseDeps } from '../../app-types';
import { applicationsAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../admin/activity';
import { presentApplication } from './applications';
import { lockForChange, refusedChangeMessage, writeChanges } from './move-applications';

/** Someone in the back office (operator, owner or recruiter) moves one application in their scope, sets its
 * next step or gives feedback. */
export async function changeApplication(
  deps: Pick<UseCaseDeps, 'db' | 'notifications' | 'tasks'>,
  {
    id,
    change,
    actor,
    scope,
  }: { id: string; change: ApplicationUpdate; actor: Actor; scope: BackOfficeScope },
): Promise<Application> {
  const row = await deps.db.transaction(async (tx) => {
    await applicationsAccess(tx, scope, [id], 'manage');
    const [locked] = await lockForChange(tx, [id]);
    if (!locked) throw notFound('Application');
    const refused = refusedChangeMessage(locked.current, change.status);
    if (refused) throw conflict(refused);
    const rows = await writeChanges(tx, deps, [locked], change, actor);
    return rows[0]!;
  });
  return presentApplication(row);
}
