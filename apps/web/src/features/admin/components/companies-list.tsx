import { BadgeCheck } from 'lucide-react';
import type { AdminCompany } from '@skillmatch/shared/schemas/back-office';
import { Button } from '../../../components/ui/button';
import { formatDate, plural } from '../../../lib/format';
import type { Standing } from '../api/use-companies';
import { ListCards, ListTable, skeletonLine, type ListState } from './admin-list';

const COLUMNS = ['Company', 'Team', 'Jobs', 'Joined', 'Actions'] as const;
const SKELETON_ROWS = 5;
const cell = 'px-4 py-2.5 align-middle';
const badge =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

interface Props {
  state: ListState<AdminCompany>;
  updating: boolean;
  /** The company whose change is on its way, if any: its buttons wait. */
  busyId: string | null;
  onChange: (company: AdminCompany, standing: Standing) => void;
}

/** Verified and suspended, in words. */
function Standings({ company }: { company: AdminCompany }) {
  return (
    <>
      {company.verified && (
        <span
          className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200`}
        >
          <BadgeCheck className="size-3.5" aria-hidden />
          Verified{company.verifiedBy === 'domain' ? ' (email domain)' : ''}
        </span>
      )}
      {company.suspended && (
        <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`}>
          Suspended
        </span>
      )}
    </>
  );
}

/** Verify (until verified), Suspend or Lift suspension: each button names its company for screen readers. */
function Actions({
  company,
  busyId,
  onChange,
}: Omit<Props, 'state' | 'updating'> & { company: AdminCompany }) {
  const busy = busyId === company.id;
  return (
    <span className="flex flex-wrap gap-2">
      {!company.verified && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Verify ${company.name}`}
          onClick={() => onChange(company, 'verify')}
        >
          Verify
        </Button>
      )}
      {company.suspended ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Lift the suspension of ${company.name}`}
          onClick={() => onChange(company, 'unsuspend')}
        >
          Lift suspension
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Suspend ${company.name}`}
          onClick={() => onChange(company, 'suspend')}
        >
          Suspend
        </Button>
      )}
    </span>
  );
}

/** Wide screens: a dense table, one company a row. */
export function CompaniesTable({ labelledBy, ...props }: Props & { labelledBy: string }) {
  return (
    <ListTable
      columns={COLUMNS}
      alignRight="Actions"
      labelledBy={labelledBy}
      state={props.state}
      updating={props.updating}
      skeletonRows={SKELETON_ROWS}
      skeletonCells={COLUMNS.map((column) => (
        <td key={column} className={cell}>
          <div className={`${skeletonLine} w-24`} />
        </td>
      ))}
      renderRow={(company) => (
        <tr key={company.id} className="hover:bg-zinc-50 dark:hover:bg-zinc-900">
          <td className={cell}>
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{company.name}</span>
              <Standings company={company} />
            </span>
            {company.website && (
              <span className="block text-xs break-all text-zinc-600 dark:text-zinc-400">
                {company.website}
              </span>
            )}
          </td>
          <td className={`${cell} tabular-nums`}>{plural(company.members, 'member')}</td>
          <td className={`${cell} tabular-nums`}>{plural(company.jobs, 'job')}</td>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>
            <time dateTime={company.createdAt}>{formatDate(company.createdAt)}</time>
          </td>
          <td className={cell}>
            <span className="flex justify-end">
              <Actions company={company} busyId={props.busyId} onChange={props.onChange} />
            </span>
          </td>
        </tr>
      )}
    />
  );
}

/** Phones: one card per company, the same facts and actions. */
export function CompanyCards(props: Props) {
  return (
    <ListCards
      label="Companies"
      state={props.state}
      updating={props.updating}
      skeletonRows={SKELETON_ROWS}
      skeletonBars={
        <>
          <div className={`${skeletonLine} w-40`} />
          <div className={`${skeletonLine} w-56`} />
        </>
      }
      renderCard={(company) => (
        <li key={company.id} className="space-y-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{company.name}</span>
            <Standings company={company} />
          </div>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {plural(company.members, 'member')} · {plural(company.jobs, 'job')} · joined{' '}
            <time dateTime={company.createdAt}>{formatDate(company.createdAt)}</time>
          </p>
          <Actions company={company} busyId={props.busyId} onChange={props.onChange} />
        </li>
      )}
    />
  );
}
