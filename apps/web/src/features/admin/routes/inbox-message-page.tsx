import { useParams } from 'react-router';
import type { ContactMessageDetail } from '@skillmatch/shared/schemas/contact';
import { LoadError } from '../../../components/ui/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { useContactMessage } from '../api/use-contact-inbox';
import { AdminPageShell } from '../components/admin-page-shell';
import { NotFoundPanel } from '../components/not-found-panel';
import { cardClass, skeletonBar } from '../components/dashboard-card';
import { AnsweredBadge, ReceivedTime } from '../components/inbox-list';
import { InboxReplyForm } from '../components/inbox-reply-form';

const BACK = { to: '/admin/inbox', label: 'Back to the inbox' };

function Replies({ replies }: { replies: ContactMessageDetail['replies'] }) {
  if (replies.length === 0) return null;
  return (
    <section aria-labelledby="replies-heading" className="mt-6">
      <h2 id="replies-heading" className="text-lg font-semibold">
        Replies
      </h2>
      <ol className="mt-3 space-y-3">
        {replies.map((reply) => (
          <li key={reply.id} className={`${cardClass} border-l-4 border-l-brand-500`}>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              <span className="font-semibold text-zinc-900 dark:text-zinc-100">{reply.authorName}</span>{' '}
              replied <ReceivedTime at={reply.sentAt} />
            </p>
            <p className="mt-2 text-sm break-words whitespace-pre-line">{reply.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /admin/inbox/:id: one contact message in full, the replies sent, and the form to reply by email. */
export function InboxMessagePage() {
  const { id = '' } = useParams();
  const message = useContactMessage(id);

  if (message.isPending) {
    return (
      <AdminPageShell title="Message" back={BACK}>
        <div role="status" aria-busy="true" aria-label="Loading the message" className={cardClass}>
          <div className={`${skeletonBar} h-5 w-48`} />
          <div className={`${skeletonBar} mt-4 h-24`} />
        </div>
      </AdminPageShell>
    );
  }
  if (message.isError) {
    if (message.error instanceof ApiRequestError && [400, 404].includes(message.error.status)) {
      return (
        <AdminPageShell title="Message not found" back={BACK}>
          <NotFoundPanel
            text="This message does not exist, or it was deleted."
            to="/admin/inbox"
            action="Open the inbox"
          />
        </AdminPageShell>
      );
    }
    return (
      <AdminPageShell title="Message" back={BACK}>
        <LoadError what="this message" onRetry={() => void message.refetch()} />
      </AdminPageShell>
    );
  }

  const shown = message.data;
  return (
    <AdminPageShell title={shown.topic} back={BACK} aside={<AnsweredBadge answeredAt={shown.answeredAt} />}>
      <article aria-label={`Message from ${shown.name}`} className={cardClass}>
        <p className="text-sm">
          <span className="font-semibold">{shown.name}</span>{' '}
          <a
            href={`mailto:${shown.email}`}
            className="break-all text-zinc-700 underline hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white"
          >
            {shown.email}
          </a>
        </p>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Received <ReceivedTime at={shown.receivedAt} />
        </p>
        <p className="mt-4 break-words whitespace-pre-line text-zinc-900 dark:text-zinc-100">
          {shown.message}
        </p>
      </article>
      <Replies replies={shown.replies} />
      <section aria-labelledby="reply-heading" className={`${cardClass} mt-6`}>
        <h2 id="reply-heading" className="mb-3 text-lg font-semibold">
          {shown.replies.length > 0 ? 'Reply again' : 'Reply'}
        </h2>
        <InboxReplyForm messageId={shown.id} to={shown.email} />
      </section>
    </AdminPageShell>
  );
}
