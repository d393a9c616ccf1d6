import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_INBOX_PAGE_SIZE } from '@skillmatch/shared/schemas/contact';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { plural } from '../../../lib/format';
import { useContactInbox, type ContactInboxParams } from '../api/use-contact-inbox';
import { AdminPageShell } from '../components/admin-page-shell';
import { InboxList, InboxSkeleton } from '../components/inbox-list';
import { Pager } from '../components/pager';

const SHOW_OPTIONS = [
  { value: 'all', label: 'All messages' },
  { value: 'unanswered', label: 'Waiting for a reply' },
];

const emptyClass = 'px-4 py-10 text-center text-sm text-zinc-700 sm:px-6 dark:text-zinc-300';

/**
 * /admin/inbox: what visitors wrote through the Contact page, waiting ones first, newest first. The
 * filter and page live in the URL, so Back from a message returns to the same list.
 */
export function InboxPage() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const show: ContactInboxParams['show'] = params.get('show') === 'unanswered' ? 'unanswered' : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useContactInbox({ show, page });

  const update = (next: ContactInboxParams) => {
    const search = new URLSearchParams();
    if (next.show === 'unanswered') search.set('show', 'unanswered');
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  return (
    <AdminPageShell
      title="Inbox"
      subtitle="Messages sent through the Contact page. Your reply is emailed to the sender."
    >
      <section
        aria-labelledby={headingId}
        className="rounded-card border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40"
      >
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-zinc-200 px-4 pt-4 pb-3 sm:px-6 dark:border-zinc-800">
          <div>
            <h2 id={headingId} className="text-lg font-semibold tracking-tight">
              Messages
            </h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
              {inbox.data ? `${plural(inbox.data.unanswered, 'message')} waiting for a reply` : '\u00a0'}
            </p>
          </div>
          <SelectField
            label="Show"
            className="w-full sm:w-56"
            options={SHOW_OPTIONS}
            value={show}
            onChange={(event) =>
              update({ show: event.target.value === 'unanswered' ? 'unanswered' : 'all', page: 1 })
            }
          />
        </div>
        {inbox.isPending ? (
          <InboxSkeleton />
        ) : inbox.isError && !inbox.data ? (
          <div className="p-4 sm:px-6">
            <LoadError what="the messages" onRetry={() => void inbox.refetch()} />
          </div>
        ) : inbox.data.messages.length === 0 ? (
          show === 'unanswered' && inbox.data.total === 0 && page === 1 ? (
            <div className={emptyClass}>
              <p>Every message has a reply.</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => update({ show: 'all', page: 1 })}
              >
                Show all messages
              </Button>
            </div>
          ) : (
            <p className={emptyClass}>
              {page > 1
                ? 'This page is empty.'
                : 'No messages yet: what visitors send through the Contact page appears here.'}
            </p>
          )
        ) : (
          <InboxList messages={inbox.data.messages} />
        )}
        {inbox.data && inbox.data.total > 0 && (
          <Pager
            label="Inbox pages"
            page={page}
            total={inbox.data.total}
            pageSize={CONTACT_INBOX_PAGE_SIZE}
            busy={inbox.isPlaceholderData}
            onPage={(next) => update({ show, page: next })}
          />
        )}
      </section>
    </AdminPageShell>
  );
}
