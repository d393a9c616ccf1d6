import { useState } from 'react';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { HiringTeam, TeamMember } from '@skillmatch/shared/schemas/hiring-team';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DangerButton } from '../../../components/ui/danger-button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useChangeRole, useRemoveMember } from '../api/hiring-team-calls';
import { cardClass, ROLE_LABELS, ROLE_OPTIONS } from './roles';

const selectClass =
  'h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900';

/**
 * The team's members with their roles. Owners (and the operator) change roles and remove members;
 * anyone may leave. The server keeps the last owner and says so; its message shows above the list.
 */
export function MembersList({
  team,
  viewerId,
  onLeft,
}: {
  team: HiringTeam;
  viewerId: string;
  onLeft: () => void;
}) {
  const manages = team.viewerRole === 'owner' || team.viewerRole === 'operator';
  const changeRole = useChangeRole(team.company.id);
  const remove = useRemoveMember(team.company.id);
  const toast = useToast();
  const [leaving, setLeaving] = useState<TeamMember | null>(null);
  const error = changeRole.error ?? remove.error;

  const confirmRemove = () => {
    if (!leaving) return;
    const self = leaving.userId === viewerId;
    remove.mutate(leaving.userId, {
      onSuccess: () => {
        toast(self ? `You left ${team.company.name}.` : `${leaving.name} was removed from the team.`);
        if (self) onLeft();
      },
      onSettled: () => setLeaving(null),
    });
  };

  return (
    <section aria-labelledby="members-heading" className={cardClass}>
      <h2 id="members-heading" className="text-lg font-semibold tracking-tight">
        Members ({team.members.length})
      </h2>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error.message}</Alert>
        </div>
      )}
      <ul className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
        {team.members.map((member) => {
          const self = member.userId === viewerId;
          return (
            <li key={member.userId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-full sm:basis-0">
                <p className="font-medium">
                  {member.name}
                  {self && <span className="text-zinc-600 dark:text-zinc-400"> (you)</span>}
                </p>
                <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{member.email}</p>
              </div>
              {manages ? (
                <select
                  aria-label={`Role of ${member.name}`}
                  className={selectClass}
                  value={member.role}
                  disabled={changeRole.isPending}
                  onChange={(event) => {
                    remove.reset();
                    changeRole.mutate(
                      { userId: member.userId, role: event.target.value as CompanyRole },
                      {
                        onSuccess: () =>
                          toast(
                            `${member.name} is now ${ROLE_LABELS[event.target.value as CompanyRole].toLowerCase()}.`,
                          ),
                      },
                    );
                  }}
                >
                  {ROLE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
                  {ROLE_LABELS[member.role]}
                </span>
              )}
              {(manages || self) && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    changeRole.reset();
                    setLeaving(member);
                  }}
                  aria-label={self ? 'Leave the team' : `Remove ${member.name}`}
                >
                  {self ? 'Leave' : 'Remove'}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        alert
        title={
          leaving?.userId === viewerId ? `Leave ${team.company.name}?` : `Remove ${leaving?.name ?? ''}?`
        }
        description={
          leaving?.userId === viewerId
            ? 'You will no longer see this company’s jobs and applicants. An owner can invite you again.'
            : 'They will no longer see this company’s jobs and applicants. You can invite them again.'
        }
      >
        <DialogClose className={buttonClasses('secondary')}>Cancel</DialogClose>
        <DangerButton onClick={confirmRemove} disabled={remove.isPending}>
          {leaving?.userId === viewerId ? 'Leave the team' : 'Remove'}
        </DangerButton>
      </Dialog>
    </section>
  );
}
