import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUserSummary } from '@skillmatch/shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { plural } from '../../../lib/format';
import type { AdminUsersParams } from '../api/use-admin-users';
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from '../api/use-admin-users';
import type { ListState } from '../components/admin-list';
import { AdminPageShell } from '../components/admin-page-shell';
import { Pager } from '../components/pager';
import { UserCards, UsersTable } from '../components/users-list';
import { UsersFilters } from '../components/users-filters';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../lib/use-debounced-value';
import { useMediaQuery } from '../lib/use-media-query';

const roleOf = (value: string | null): AdminUsersParams['role'] =>
  value === 'user' || value === 'admin' ? value : '';
const statusOf = (value: string | null): AdminUsersParams['status'] =>
  value === 'active' || value === 'disabled' ? value : '';

/**
 * /admin/users: every account, searched and filtered on the server. Filters and page live in the URL,
 * so Back from an account returns to the same list.
 */
export function UsersPage() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const role = roleOf(params.get('role'));
  const status = statusOf(params.get('status'));
  // A page belongs to one search: a new search starts again at page 1.
  const page = q === (params.get('q') ?? '') ? Math.max(1, Number(params.get('page')) || 1) : 1;
  const wide = useMediaQuery('(min-width: 1024px)');

  const update = (changes: Partial<AdminUsersParams>) => {
    const next = { q, role, status, page: 1, ...changes };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.role) search.set('role', next.role);
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  const users = useAdminUsers({ q, role, status, page });
  const total = users.data?.total ?? 0;
  const filtered = Boolean(q || role || status);

  const state: ListState<AdminUserSummary> = users.isPending
    ? { kind: 'loading' }
    : users.isError && !users.data
      ? { kind: 'message', content: <LoadError what="the users" onRetry={() => void users.refetch()} /> }
      : users.data.users.length === 0
        ? {
            kind: 'message',
            content: filtered ? (
              <span className="inline-flex flex-col items-center gap-3">
                No users match these filters.
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setSearch('');
                    update({ q: '', role: '', status: '' });
                  }}
                >
                  Clear filters
                </Button>
              </span>
            ) : (
              'No accounts yet: people appear here when they sign up.'
            ),
          }
        : { kind: 'rows', rows: users.data.users };

  return (
    <AdminPageShell
      title="Users"
      subtitle="Find an account, change its role, or disable it."
      width="max-w-6xl"
    >
      <section
        aria-labelledby={headingId}
        className="rounded-card border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40"
      >
        <div className="border-b border-zinc-200 px-4 pt-4 pb-3 sm:px-6 dark:border-zinc-800">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            Accounts
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {users.data ? `${plural(total, 'account')}${filtered ? ' found' : ''}` : '\u00a0'}
          </p>
        </div>
        <UsersFilters
          search={search}
          onSearch={setSearch}
          role={role}
          onRole={(next) => update({ role: next })}
          status={status}
          onStatus={(next) => update({ status: next })}
        />
        {wide ? (
          <UsersTable state={state} updating={users.isFetching && !users.isPending} labelledBy={headingId} />
        ) : (
          <UserCards state={state} updating={users.isFetching && !users.isPending} />
        )}
        {users.data && total > 0 && (
          <Pager
            label="Users pages"
            page={page}
            total={total}
            pageSize={ADMIN_USERS_PAGE_SIZE}
            busy={users.isPlaceholderData}
            onPage={(next) => update({ page: next })}
          />
        )}
      </section>
    </AdminPageShell>
  );
}
