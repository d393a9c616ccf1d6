import { Link } from 'react-router';
import type { AdminUserSummary } from '@skillmatch/shared/schemas/admin';
import { formatDate, plural } from '../../../lib/format';
import { ListCards, ListTable, skeletonLine, type ListState } from './admin-list';
import { DisabledBadge, MailRefusedBadge, RoleBadge } from './user-badges';

const COLUMNS = ['Name', 'Email', 'Role', 'Joined', 'Applications'] as const;
const SKELETON_ROWS = 5;
const cell = 'px-4 py-2.5 align-middle';
const nameLink = 'font-medium text-zinc-900 hover:underline dark:text-zinc-100';

interface Props {
  state: ListState<AdminUserSummary>;
  updating: boolean;
}

/** Wide screens: a dense table, one account a row, the name linking to the account. */
export function UsersTable({ state, updating, labelledBy }: Props & { labelledBy: string }) {
  return (
    <ListTable
      columns={COLUMNS}
      alignRight="Applications"
      labelledBy={labelledBy}
      state={state}
      updating={updating}
      skeletonRows={SKELETON_ROWS}
      skeletonCells={COLUMNS.map((column) => (
        <td key={column} className={cell}>
          <div className={`${skeletonLine} w-24`} />
        </td>
      ))}
      renderRow={(user) => (
        <tr key={user.id} className="hover:bg-zinc-50 dark:hover:bg-zinc-900">
          <td className={cell}>
            <span className="flex items-center gap-2">
              <Link to={`/admin/users/${encodeURIComponent(user.id)}`} className={nameLink}>
                {user.name}
              </Link>
              {user.disabled && <DisabledBadge />}
              {user.mailRefused && <MailRefusedBadge />}
            </span>
          </td>
          <td className={`${cell} text-zinc-700 dark:text-zinc-300`}>{user.email}</td>
          <td className={cell}>
            <RoleBadge role={user.role} />
          </td>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </td>
          <td className={`${cell} text-right tabular-nums`}>{user.applications.toLocaleString('en-US')}</td>
        </tr>
      )}
    />
  );
}

/** Phones: one card per account, the same facts, the whole name a large tap target. */
export function UserCards({ state, updating }: Props) {
  return (
    <ListCards
      label="Users"
      state={state}
      updating={updating}
      skeletonRows={SKELETON_ROWS}
      skeletonBars={
        <>
          <div className={`${skeletonLine} w-40`} />
          <div className={`${skeletonLine} w-56`} />
        </>
      }
      renderCard={(user) => (
        <li key={user.id} className="p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/admin/users/${encodeURIComponent(user.id)}`}
              className={`${nameLink} inline-flex min-h-11 items-center`}
            >
              {user.name}
            </Link>
            <RoleBadge role={user.role} />
            {user.disabled && <DisabledBadge />}
            {user.mailRefused && <MailRefusedBadge />}
          </div>
          <p className="text-sm break-all text-zinc-700 dark:text-zinc-300">{user.email}</p>
          <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
            Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time> ·{' '}
            {plural(user.applications, 'application')}
          </p>
        </li>
      )}
    />
  );
}
