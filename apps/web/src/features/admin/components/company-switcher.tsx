import { Building2 } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { Alert } from '../../../components/ui/alert';
import { useSession } from '../../../lib/session';
import { useChooseCompany, useMyCompanies } from '../api/use-my-companies';

const ROLE_NAMES = { owner: 'Owner', recruiter: 'Recruiter', interviewer: 'Interviewer' } as const;

/**
 * Which company the back office shows: its name and the person's role there, and a choice among their
 * companies when they are on several teams. Nothing for the operator (who sees every company) or
 * someone on no team.
 */
export function CompanySwitcher() {
  const backOffice = useSession().data?.backOffice;
  const several = backOffice !== undefined && backOffice.role !== 'operator' && backOffice.companies > 1;
  const mine = useMyCompanies(several);
  const choose = useChooseCompany();
  if (!backOffice || backOffice.role === 'operator' || !backOffice.company) return null;

  if (!several || !mine.data) {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        <Building2 className="size-4 text-brand-600 dark:text-brand-400" aria-hidden />
        <span>
          <span className="font-medium text-zinc-900 dark:text-zinc-100">{backOffice.company.name}</span> ·{' '}
          {ROLE_NAMES[backOffice.role]}
        </span>
      </p>
    );
  }
  return (
    <div className="w-full max-w-xs">
      <SelectField
        label="Company"
        value={mine.data.activeCompanyId ?? backOffice.company.id}
        disabled={choose.isPending}
        options={mine.data.companies.map((company) => ({
          value: company.id,
          label: `${company.name} (${ROLE_NAMES[company.role]})`,
        }))}
        onChange={(event) => choose.mutate(event.target.value)}
      />
      {choose.isError && (
        <div className="mt-2">
          <Alert tone="error">{choose.error.message}</Alert>
        </div>
      )}
    </div>
  );
}
