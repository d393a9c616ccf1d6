import { Inbox, Send } from 'lucide-react';
import type { CandidateEmail } from '@skillmatch/shared/schemas/email-templates';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { timeAgo } from '../../../lib/format';
import { useCancelCandidateEmail, useTeamCandidateEmails } from '../api/use-candidate-emails';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function statusLine(email: CandidateEmail): string {
  if (email.direction === 'in') return `Reply from ${email.from} · ${timeAgo(email.createdAt)}`;
  if (email.status === 'cancelled') return `Not sent (cancelled) · by ${email.from}`;
  if (email.status === 'scheduled') return `Scheduled for ${when(email.sendAt)} · by ${email.from}`;
  return `Sent by ${email.from} · ${timeAgo(email.sentAt ?? email.createdAt)}`;
}

/**
 * The application's conversation with the candidate, oldest first: the emails the team sent (scheduled
 * ones can still be cancelled) and the candidate's replies, each opening to its full text.
 */
export function CandidateConversation({ applicationId }: { applicationId: string }) {
  const emails = useTeamCandidateEmails(applicationId);
  const cancel = useCancelCandidateEmail(applicationId);
  if (emails.isPending) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading emails…</p>;
  if (emails.isError) return <LoadError what="the emails" onRetry={() => void emails.refetch()} />;
  if (emails.data.length === 0)
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">No emails with the candidate yet.</p>;
  return (
    <ul className="space-y-3" aria-label="Emails with the candidate">
      {emails.data.map((email) => {
        const Icon = email.direction === 'in' ? Inbox : Send;
        return (
          <li key={email.id} className="rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
            <details>
              <summary className="cursor-pointer list-none">
                <span className="flex items-start gap-2">
                  <Icon className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden />
                  <span className="min-w-0">
                    <span
                      className={`block font-medium ${email.status === 'cancelled' ? 'line-through' : ''}`}
                    >
                      {email.subject}
                    </span>
                    <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                      {statusLine(email)}
                    </span>
                  </span>
                </span>
              </summary>
              <p className="mt-2 border-t border-zinc-200 pt-2 whitespace-pre-line dark:border-zinc-800">
                {email.body}
              </p>
            </details>
            {email.status === 'scheduled' && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(email.id)}
              >
                Cancel this email
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
