import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompanyPage } from '../api/company-queries';
import { card, CompanyForm } from '../components/company-form';
import { LogoCard } from '../components/logo-card';

function NotYours() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">
        There is no company page here that you can edit.
      </p>
      <ButtonLink to="/jobs" className="mt-8">
        Back to Jobs
      </ButtonLink>
    </section>
  );
}

/**
 * /admin/company/:slug: the company page's owner (or the operator) edits its name, website, about text,
 * size, headquarters and logo. Anyone else finds nothing here, as the API answers them.
 */
export function CompanyEditPage() {
  const { slug = '' } = useParams();
  const company = useCompanyPage(slug);
  usePageTitle('Company page');
  const back = `/companies/${encodeURIComponent(slug)}`;

  if (company.isError && company.error instanceof ApiRequestError && company.error.status === 404) {
    return <NotYours />;
  }
  if (company.data && !company.data.viewerCanEdit) return <NotYours />;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div>
        <Link
          to={back}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          See the company page
        </Link>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">Company page</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          What seekers read about {company.data?.name ?? 'your company'} beside its jobs.
        </p>
      </div>
      {company.isPending ? (
        <div
          role="status"
          className={`${card} space-y-5`}
          aria-busy="true"
          aria-label="Loading the company page"
        >
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="h-11 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />
          ))}
        </div>
      ) : company.isError ? (
        <LoadError what="the company page" onRetry={() => void company.refetch()} />
      ) : (
        <>
          <LogoCard company={company.data} />
          <CompanyForm key={company.data.id} company={company.data} />
        </>
      )}
    </section>
  );
}
