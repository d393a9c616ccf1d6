import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAdminUser } from '../api/use-admin-users';
import { AdminPageShell } from '../components/admin-page-shell';
import { NotFoundPanel } from '../components/not-found-panel';
import { cardClass, skeletonBar } from '../components/dashboard-card';
import { UserAccountActions } from '../components/user-account-actions';
import { UserApplications } from '../components/user-applications';
import { DisabledBadge, RoleBadge } from '../components/user-badges';
import { UserProfileSummary, UserResume } from '../components/user-profile-summary';

const WIDTH = 'max-w-5xl';
const BACK = { to: '/admin/users', label: 'Back to users' };

function UserSkeleton() {
  return (
    <div
      role="status"
      className="grid gap-6 lg:grid-cols-2"
      aria-busy="true"
      aria-label="Loading the account"
    >
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={cardClass}>
          <div className={`${skeletonBar} h-5 w-32`} />
          <div className={`${skeletonBar} mt-4 h-20`} />
        </div>
      ))}
    </div>
  );
}

/** /admin/users/:id: one account — who, their profile, resume and applications, role and access. */
export function UserPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);

  if (user.isPending) {
    return (
      <AdminPageShell title="User" width={WIDTH} back={BACK}>
        <UserSkeleton />
      </AdminPageShell>
    );
  }
  if (user.isError) {
    if (user.error instanceof ApiRequestError && user.error.status === 404) {
      return (
        <AdminPageShell title="User not found" width={WIDTH} back={BACK}>
          <NotFoundPanel
            text="This account does not exist, or it was deleted."
            to="/admin/users"
            action="Find another user"
          />
        </AdminPageShell>
      );
    }
    return (
      <AdminPageShell title="User" width={WIDTH} back={BACK}>
        <LoadError what="this account" onRetry={() => void user.refetch()} />
      </AdminPageShell>
    );
  }

  const account = user.data;
  return (
    <AdminPageShell
      title={account.name || account.email}
      width={WIDTH}
      back={BACK}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-all">{account.email}</span>
          <RoleBadge role={account.role} />
          {account.disabled && <DisabledBadge />}
          <span className="text-sm">
            · Joined <time dateTime={account.createdAt}>{formatDate(account.createdAt)}</time>
          </span>
        </span>
      }
    >
      <div className="space-y-6">
        <section
          aria-label="Account actions"
          className={`${cardClass} flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between`}
        >
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {account.disabled
              ? 'This account is disabled: its owner cannot sign in.'
              : account.role === 'admin'
                ? 'An administrator: manages jobs, applications, users and settings.'
                : 'A job seeker: finds jobs and applies.'}
          </p>
          <UserAccountActions user={account} />
        </section>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <UserProfileSummary user={account} />
          <div className="space-y-6">
            <UserResume user={account} />
            <UserApplications user={account} />
          </div>
        </div>
      </div>
    </AdminPageShell>
  );
}
