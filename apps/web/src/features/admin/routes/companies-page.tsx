import { ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCompany } from '@skillmatch/shared/schemas/back-office';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { SearchField } from '../../../components/ui/search-field';
import { useToast } from '../../../components/ui/toast';
import { plural } from '../../../lib/format';
import { COMPANIES_PAGE_SIZE, useChangeStanding, useCompanies, type Standing } from '../api/use-companies';
import type { ListState } from '../components/admin-list';
import { AdminPageShell } from '../components/admin-page-shell';
import { CompaniesTable, CompanyCards } from '../components/companies-list';
import { Pager } from '../components/pager';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../lib/use-debounced-value';
import { useMediaQuery } from '../lib/use-media-query';

const DONE: Record<Standing, (name: string) => string> = {
  verify: (name) => `${name} is verified`,
  suspend: (name) => `${name} is suspended`,
  unsuspend: (name) => `${name} is no longer suspended`,
};

/**
 * /admin/companies: the operator's companies, searched by name on the server: verify one, suspend one
 * (asked first: its jobs leave search at once and its team can no longer post), or lift a suspension.
 */
export function CompaniesPage() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A page belongs to one search: a new search starts again at page 1.
  const page = q === (params.get('q') ?? '') ? Math.max(1, Number(params.get('page')) || 1) : 1;
  const wide = useMediaQuery('(min-width: 1024px)');
  const companies = useCompanies({ q, page });
  const change = useChangeStanding();
  const toast = useToast();
  const [suspending, setSuspending] = useState<AdminCompany | null>(null);
  const [error, setError] = useState<string | null>(null);

  const goTo = (next: number) => {
    const search = new URLSearchParams();
    if (q) search.set('q', q);
    if (next > 1) search.set('page', String(next));
    setParams(search, { replace: true });
  };

  const run = (company: AdminCompany, standing: Standing) => {
    setError(null);
    change.mutate(
      { id: company.id, standing },
      {
        onSuccess: () => {
          setSuspending(null);
          toast(DONE[standing](company.name));
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const total = companies.data?.total ?? 0;
  const state: ListState<AdminCompany> = companies.isPending
    ? { kind: 'loading' }
    : companies.isError && !companies.data
      ? {
          kind: 'message',
          content: <LoadError what="the companies" onRetry={() => void companies.refetch()} />,
        }
      : companies.data.companies.length === 0
        ? { kind: 'message', content: q ? 'No company matches this search.' : 'No companies yet.' }
        : { kind: 'rows', rows: companies.data.companies };
  const listProps = {
    state,
    updating: companies.isFetching && !companies.isPending,
    busyId: change.isPending ? (change.variables?.id ?? null) : null,
    onChange: (company: AdminCompany, standing: Standing) =>
      standing === 'suspend' ? setSuspending(company) : run(company, standing),
  };

  return (
    <AdminPageShell
      title="Companies"
      subtitle="Every employer on the site: verify one, or suspend one that breaks the rules."
      width="max-w-6xl"
    >
      {error && !suspending && (
        <div className="mb-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <section
        aria-labelledby={headingId}
        className="rounded-card border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40"
      >
        <div className="border-b border-zinc-200 px-4 pt-4 pb-3 sm:px-6 dark:border-zinc-800">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            Employers
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {companies.data ? `${plural(total, 'company', 'companies')}${q ? ' found' : ''}` : '\u00a0'}
          </p>
        </div>
        <div className="border-b border-zinc-200 p-4 sm:px-6 dark:border-zinc-800">
          <SearchField
            label="Search companies"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Company name"
          />
        </div>
        {wide ? <CompaniesTable {...listProps} labelledBy={headingId} /> : <CompanyCards {...listProps} />}
        {companies.data && total > 0 && (
          <Pager
            label="Companies pages"
            page={page}
            total={total}
            pageSize={COMPANIES_PAGE_SIZE}
            busy={companies.isPlaceholderData}
            onPage={goTo}
          />
        )}
      </section>
      <Dialog
        open={suspending !== null}
        onOpenChange={(open) => {
          if (change.isPending) return;
          if (!open) {
            setSuspending(null);
            setError(null);
          }
        }}
        alert
        title={`Suspend ${suspending?.name ?? 'this company'}?`}
        icon={
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
            <ShieldOff className="size-5" aria-hidden />
          </span>
        }
        description="Its jobs leave search at once, and its team can no longer post or change jobs until you lift the suspension. Applications already sent stay with the company."
      >
        {error && (
          <div className="w-full">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <DialogClose asChild>
          <Button variant="secondary" disabled={change.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button disabled={change.isPending} onClick={() => suspending && run(suspending, 'suspend')}>
          {change.isPending ? 'Suspending…' : 'Suspend company'}
        </Button>
      </Dialog>
    </AdminPageShell>
  );
}
