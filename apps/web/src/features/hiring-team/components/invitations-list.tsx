import type { HiringTeam } from '@skillmatch/shared/schemas/hiring-team';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useResendInvitation, useRevokeInvitation } from '../api/hiring-team-calls';
import { cardClass, ROLE_LABELS } from './roles';

const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/** The invitations not yet accepted: sent again (a new link, 7 more days) or withdrawn. */
export function InvitationsList({ team }: { team: HiringTeam }) {
  const resend = useResendInvitation(team.company.id);
  const revoke = useRevokeInvitation(team.company.id);
  const toast = useToast();
  const error = resend.error ?? revoke.error;
  return (
    <section aria-labelledby="invitations-heading" className={cardClass}>
      <h2 id="invitations-heading" className="text-lg font-semibold tracking-tight">
        Waiting invitations
      </h2>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error.message}</Alert>
        </div>
      )}
      {team.invitations.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          No invitation is waiting. Invitations accepted show their person under Members.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
          {team.invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-full sm:basis-0">
                <p className="truncate font-medium">{invitation.email}</p>
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  {ROLE_LABELS[invitation.role]}
                  {invitation.invitedBy && ` · invited by ${invitation.invitedBy}`} ·{' '}
                  {invitation.expired ? (
                    <span className="font-medium text-red-700 dark:text-red-300">expired</span>
                  ) : (
                    `valid until ${day.format(new Date(invitation.expiresAt))}`
                  )}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={resend.isPending}
                  aria-label={`Send the invitation to ${invitation.email} again`}
                  onClick={() => {
                    revoke.reset();
                    resend.mutate(invitation.id, {
                      onSuccess: () => toast(`Invitation sent again to ${invitation.email}.`),
                    });
                  }}
                >
                  Resend
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() => {
                    resend.reset();
                    revoke.mutate(invitation.id, {
                      onSuccess: () => toast(`Invitation to ${invitation.email} withdrawn.`),
                    });
                  }}
                >
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
