import { Inbox, Mail } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { useApplicationEmails } from '../api/applications';

/**
 * The emails the hiring team sent about this application, and the candidate's replies: read only once
 * the timeline has one, so a page of applications asks for none of the others. Answering the email in
 * one's mailbox adds the reply here.
 */
export function ApplicationEmails({
  applicationId,
  job,
  hasEmails,
}: {
  applicationId: string;
  /** The job's title: each application's emails are a region of their own name on a page of several. */
  job: string;
  hasEmails: boolean;
}) {
  const { data } = useApplicationEmails(applicationId, hasEmails);
  if (!data || data.length === 0) return null;
  return (
    <section aria-label={`Emails about ${job}`} className="mt-4">
      <h3 className="text-sm font-semibold">Emails</h3>
      <ul className="mt-2 space-y-2">
        {data.map((email) => {
          const Icon = email.direction === 'in' ? Inbox : Mail;
          return (
            <li key={email.id} className="text-sm">
              <details>
                <summary className="flex cursor-pointer items-center gap-1.5">
                  <Icon className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden />
                  <span className="font-medium">{email.subject}</span>
                  <span className="text-zinc-600 dark:text-zinc-400">
                    · {email.direction === 'in' ? 'your reply' : `from ${email.from}`} ·{' '}
                    {formatDate(email.sentAt ?? email.createdAt)}
                  </span>
                </summary>
                <p className="mt-1 ml-5.5 whitespace-pre-line text-zinc-700 dark:text-zinc-300">
                  {email.body}
                </p>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
