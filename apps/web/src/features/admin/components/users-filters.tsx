import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import type { AdminUsersParams } from '../api/use-admin-users';

const ROLE_OPTIONS = [
  { value: 'user', label: 'Job seekers' },
  { value: 'admin', label: 'Administrators' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

/** Search by name or email (the caller debounces it), and filters by role and by status. */
export function UsersFilters({
  search,
  onSearch,
  role,
  onRole,
  status,
  onStatus,
}: {
  search: string;
  onSearch: (text: string) => void;
  role: AdminUsersParams['role'];
  onRole: (role: AdminUsersParams['role']) => void;
  status: AdminUsersParams['status'];
  onStatus: (status: AdminUsersParams['status']) => void;
}) {
  return (
    <div className="grid gap-3 border-b border-zinc-200 p-4 sm:grid-cols-[1fr_12rem_12rem] sm:items-end sm:px-6 dark:border-zinc-800">
      <SearchField
        label="Search users"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder="Name or email"
      />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS}
        placeholder="All roles"
        value={role}
        onChange={(event) => onRole(event.target.value as AdminUsersParams['role'])}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        placeholder="All statuses"
        value={status}
        onChange={(event) => onStatus(event.target.value as AdminUsersParams['status'])}
      />
    </div>
  );
}
