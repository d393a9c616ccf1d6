import { Link } from 'react-router';
import type { ContactMessage } from '@skillmatch/shared/schemas/contact';
import { formatDate, timeAgo } from '../../../lib/format';
import { skeletonBar } from './dashboard-card';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

/** Whether someone from the team has replied: waiting messages stand out. */
export function AnsweredBadge({ answeredAt }: { answeredAt: string | null }) {
  return answeredAt ? (
    <span className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200`}>
      Answered
    </span>
  ) : (
    <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}>
      Waiting for a reply
    </span>
  );
}

/** "5 min ago", with the exact date on hover and for assistive technology. */
export function ReceivedTime({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDate(at)}>
      {timeAgo(at)}
    </time>
  );
}

export function InboxSkeleton({ label = 'Loading the messages' }: { label?: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="px-4 py-4 sm:px-6">
          <div className={`${skeletonBar} h-4 w-48`} />
          <div className={`${skeletonBar} mt-3 h-10`} />
        </li>
      ))}
    </ul>
  );
}

/** The inbox's messages, each opening its own page; the text is cut to two lines here. */
export function InboxList({ messages }: { messages: ContactMessage[] }) {
  return (
    <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {messages.map((message) => (
        <li key={message.id} className="relative px-4 py-4 hover:bg-zinc-50 sm:px-6 dark:hover:bg-zinc-900">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 text-sm">
              <Link
                to={`/admin/inbox/${message.id}`}
                className={`after:absolute after:inset-0 hover:underline ${message.answeredAt ? 'font-medium' : 'font-semibold'}`}
              >
                {message.name}
              </Link>{' '}
              <span className="break-all text-zinc-600 dark:text-zinc-400">{message.email}</span>
            </p>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              <ReceivedTime at={message.receivedAt} />
            </span>
          </div>
          <p className="mt-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">{message.topic}</p>
          <p className="mt-1 line-clamp-2 text-sm break-words text-zinc-700 dark:text-zinc-300">
            {message.message}
          </p>
          <div className="mt-2">
            <AnsweredBadge answeredAt={message.answeredAt} />
          </div>
        </li>
      ))}
    </ul>
  );
}
