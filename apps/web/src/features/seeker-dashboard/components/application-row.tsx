import type { ReactNode } from 'react';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { StatusBadge } from '../../../components/applications/status-badge';

/** One application in a short list: its job (`title`), company, a line about it, and its status. */
export function ApplicationRow({
  application,
  title,
  children,
}: {
  application: UserRecord['applications'][number];
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        {title}
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{application.company}</p>
        {children}
      </div>
      <StatusBadge status={application.status} />
    </li>
  );
}
