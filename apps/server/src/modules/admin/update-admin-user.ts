import {
  ADMIN_USER_MESSAGES,
  type AdminUserSummary,
  type AdminUserUpdate,
} from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import { conflict, notFound } from '../../errors';
import { recordActivity, type Activity, type Actor } from './activity';
import { changeAccount, lockAccount, lockEnabledOperators } from '../user/users-repository';
import { userSummary } from './user-summary';

/**
 * An administrator changes someone's role or disables or enables their account. Every enabled
 * administrator's row is locked before the rule is checked, so two demotions at once cannot both see
 * the other administrator and leave nobody. Disabling ends the person's sessions in the same transaction.
 */
export async function updateAdminUser(
  { db }: Pick<UseCaseDeps, 'db'>,
  { actor, id, change }: { actor: Actor; id: string; change: AdminUserUpdate },
): Promise<AdminUserSummary> {
  await db.transaction(async (tx) => {
    const mayRemoveAnAdmin = change.role === 'user' || change.disabled === true;
    // Locked in id order, always before the target's row, so concurrent changes cannot deadlock.
    const enabledAdmins = mayRemoveAnAdmin ? await lockEnabledOperators(tx) : [];
    const target = await lockAccount(tx, id);
    if (!target) throw notFound('User');

    const wasDisabled = target.banned === true;
    const roleChanges = change.role !== undefined && change.role !== target.role;
    const disabledChanges = change.disabled !== undefined && change.disabled !== wasDisabled;
    if (change.disabled === true && target.id === actor.id) throw conflict(ADMIN_USER_MESSAGES.disableSelf);
    const isEnabledAdmin = target.role === 'admin' && !wasDisabled;
    const removesAdmin =
      isEnabledAdmin && ((roleChanges && change.role === 'user') || (disabledChanges && change.disabled));
    if (removesAdmin && !enabledAdmins.some((admin) => admin.id !== target.id)) {
      throw conflict(ADMIN_USER_MESSAGES.lastAdmin);
    }
    if (!roleChanges && !disabledChanges) return;

    await changeAccount(tx, id, {
      role: roleChanges ? change.role : undefined,
      disabled: disabledChanges ? change.disabled : undefined,
    });

    const link = `/admin/users/${id}`;
    const entries: Activity[] = [];
    if (roleChanges) {
      const becomes = change.role === 'admin' ? 'an administrator' : 'a job seeker';
      entries.push({
        kind: 'user.role-changed',
        actor,
        summary: `${actor.name} made ${target.name} ${becomes}`,
        link,
      });
    }
    if (disabledChanges) {
      entries.push(
        change.disabled
          ? { kind: 'user.disabled', actor, summary: `${actor.name} disabled ${target.name}`, link }
          : { kind: 'user.enabled', actor, summary: `${actor.name} enabled ${target.name}`, link },
      );
    }
    await recordActivity(tx, ...entries);
  });
  return userSummary(db, id);
}
