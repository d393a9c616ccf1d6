import { ArrowLeft, Building2, ExternalLink, MapPin, Pencil, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { CompanyPage as Company } from '@skillmatch/shared/schemas/companies';
import { VerifiedBadge } from '../../../components/jobs/company-link';
import { CompanyMark } from '../../../components/jobs/company-mark';
import { Fact, JobCard } from '../../../components/jobs/job-card';
import { ButtonLink } from '../../../components/ui/button';
import { PageLoadError, PageLoading } from '../../../components/ui/page-states';
import { ApiRequestError } from '../../../lib/api-client';
import type { PageQueries } from '../../../lib/api-query';
import { plural } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { companyPageQuery, useCompanyPage } from '../api/company-queries';

export const pageQueries: PageQueries = ({ params }) => [companyPageQuery(params.slug ?? '')];

/** The most jobs the page lists (the server's limit): past it, the search lists them all. */
const PAGE_JOBS = 100;

function CompanyNotFound() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">
        This company does not exist or its page has been taken down.
      </p>
      <ButtonLink to="/jobs" className="mt-8">
        Back to Jobs
      </ButtonLink>
    </section>
  );
}

/** Sector, headquarters, size and website: what the company has said of itself. */
function CompanyFacts({ company }: { company: Company }) {
  const website = company.website ? new URL(company.website) : null;
  return (
    <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-zinc-700 dark:text-zinc-300">
      {company.sector && (
        <Fact icon={<Building2 className="size-4" aria-label="Sector" />}>{company.sector}</Fact>
      )}
      {company.headquarters && (
        <Fact icon={<MapPin className="size-4" aria-label="Headquarters" />}>{company.headquarters}</Fact>
      )}
      {company.sizeBand && (
        <Fact icon={<Users className="size-4" aria-label="Size" />}>{`${company.sizeBand} people`}</Fact>
      )}
      {website && (
        <Fact icon={<ExternalLink className="size-4" aria-label="Website" />}>
          <a
            href={website.href}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {website.host} <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Fact>
      )}
    </dl>
  );
}

function CompanyView({ company }: { company: Company }) {
  const searchAll = `/jobs?company=${encodeURIComponent(company.slug)}`;
  return (
    <article className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6">
      <Link
        to="/jobs"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Jobs
      </Link>
      <header className="mt-6 flex flex-wrap items-start gap-4">
        <CompanyMark company={company.name} logoUrl={company.logoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center gap-2 text-3xl font-semibold tracking-tight">
            {company.name}
            {company.verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
                <VerifiedBadge /> Verified
              </span>
            )}
          </h1>
          <CompanyFacts company={company} />
        </div>
        {company.viewerCanEdit && (
          <ButtonLink to={`/admin/company/${encodeURIComponent(company.slug)}`} variant="secondary" size="md">
            <Pencil className="size-4" aria-hidden />
            Edit company page
          </ButtonLink>
        )}
      </header>

      <section aria-labelledby="about-company" className="mt-8">
        <h2 id="about-company" className="text-lg font-semibold">
          About {company.name}
        </h2>
        {company.about ? (
          <p className="mt-3 max-w-[70ch] leading-relaxed whitespace-pre-line text-zinc-800 dark:text-zinc-200">
            {company.about}
          </p>
        ) : (
          <p className="mt-3 text-zinc-600 dark:text-zinc-400">
            {company.name} has not written about itself yet.
          </p>
        )}
      </section>

      <section aria-labelledby="open-jobs" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="open-jobs" className="text-lg font-semibold">
            {company.jobs.length === 0
              ? 'Open jobs'
              : company.jobs.length < PAGE_JOBS
                ? plural(company.jobs.length, 'open job')
                : `The newest ${PAGE_JOBS} open jobs`}
          </h2>
          {company.jobs.length > 0 && (
            <Link
              to={searchAll}
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              Search and filter these jobs
            </Link>
          )}
        </div>
        {company.jobs.length === 0 ? (
          <p className="mt-3 rounded-card border border-dashed border-zinc-300 p-6 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
            {company.name} has no open jobs right now.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {company.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** /companies/:slug: who the employer is and its open jobs; "Page not found" for a slug no company has. */
export function CompanyPage() {
  const { slug = '' } = useParams();
  const company = useCompanyPage(slug);
  usePageTitle(company.data ? `${company.data.name}: jobs and company page` : null);

  if (company.isPending) return <PageLoading label="Loading company" width="max-w-4xl" />;
  if (company.isError) {
    if (company.error instanceof ApiRequestError && company.error.status === 404) return <CompanyNotFound />;
    return (
      <PageLoadError
        title="This company could not be loaded"
        message={company.error.message}
        onRetry={() => void company.refetch()}
      />
    );
  }
  return <CompanyView company={company.data} />;
}
