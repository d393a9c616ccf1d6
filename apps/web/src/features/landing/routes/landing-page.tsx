// Icons no other page uses: each is then part of this page's chunk, not a request of its own.
import { Code, HeartPulse, Landmark, Palette, TrendingUp, Truck, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { JOB_CATEGORIES, categorySlug, type JobCategory } from '@skillmatch/shared/constants';
import { JobSearchForm } from '../../../components/jobs/job-search-form';
import { ButtonLink } from '../../../components/ui/button';
import type { PageQueries } from '../../../lib/api-query';
import { useSession } from '../../../lib/session';
import { siteStatsQuery, successStoriesQuery, useSiteStats } from '../api/landing-queries';
import { SiteNumbers } from '../components/site-numbers';
import { SuccessStories } from '../components/success-stories';
import { usePageTitle } from '../../../lib/use-page-title';

// Visitors never download the seeker's home.
const SeekerHome = lazy(async () => ({
  default: (await import('../../seeker-dashboard/routes/seeker-home')).SeekerHome,
}));

const jobsCount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'}`;

const CATEGORY_ICONS: Record<JobCategory, LucideIcon> = {
  Technology: Code,
  Healthcare: HeartPulse,
  Finance: Landmark,
  Sales: TrendingUp,
  Logistics: Truck,
  Design: Palette,
};

const FEATURES = [
  {
    title: 'Matches you can understand',
    text: 'Every match score says which of your skills count, which stand in for related ones, and what to add.',
  },
  {
    title: 'Follow every application',
    text: 'See each step of every application, from Applied to Offer, with the date and the next step.',
  },
  {
    title: 'Recruiters see fit first',
    text: 'Applicants arrive ranked by fit, with the reasons, so good candidates are not lost in the pile.',
  },
];

/**
 * `/`: a signed-in job seeker's own home; for everyone else (visitors, administrators) the landing page,
 * with a what/where search in the hero.
 */
/** What the server reads to render the page for a visitor (a seeker's home fills in in the browser). */
export const pageQueries: PageQueries = () => [siteStatsQuery, successStoriesQuery];

export function LandingPage() {
  const user = useSession().data?.user;
  usePageTitle('jobs matched to your skills', { siteFirst: true });
  if (user && user.role !== 'admin') {
    return (
      <Suspense fallback={<div className="mx-auto h-96 max-w-6xl px-4 py-10" aria-busy="true" />}>
        <SeekerHome />
      </Suspense>
    );
  }
  return <MarketingPage signedIn={Boolean(user)} />;
}

function MarketingPage({ signedIn }: { signedIn: boolean }) {
  const stats = useSiteStats();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-brand-900/30 dark:to-zinc-950">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:items-center">
          <div>
            <h1 className="max-w-3xl text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">
              Find the job that fits your skills, and see why it fits.
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-zinc-700 dark:text-zinc-300">
              SkillMatch reads your skills, scores every open job against them and tells you what to learn
              next. Apply with a few words on why, then follow each application to its end.
            </p>
            <div className="mt-10 flex flex-wrap gap-3">
              {signedIn ? (
                <>
                  <ButtonLink to="/recommendations" size="lg">
                    Get Job Recommendations
                  </ButtonLink>
                  <ButtonLink to="/jobs" size="lg" variant="secondary">
                    Browse All Jobs
                  </ButtonLink>
                </>
              ) : (
                <>
                  <ButtonLink to="/register" size="lg">
                    Get Started
                  </ButtonLink>
                  <ButtonLink to="/jobs" size="lg" variant="secondary">
                    Browse Jobs
                  </ButtonLink>
                </>
              )}
            </div>
            <SiteNumbers stats={stats.data} failed={stats.isError} />
          </div>
          <div>
            <h2 className="mb-3 text-lg font-semibold tracking-tight">Search open jobs</h2>
            <JobSearchForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="categories-heading" className="text-2xl font-semibold tracking-tight">
          Explore by category
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
          {JOB_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            return (
              <li key={category}>
                <Link
                  to={`/jobs/${categorySlug(category)}`}
                  className="flex items-center gap-3 rounded-card border border-zinc-200 p-4 transition-shadow duration-150 hover:shadow-md dark:border-zinc-800"
                >
                  <Icon className="size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
                  <span className="flex flex-col">
                    <span className="font-medium">{category}</span>
                    <span className="text-sm text-zinc-600 dark:text-zinc-400">
                      {stats.data
                        ? jobsCount(stats.data.categories[category])
                        : stats.isError
                          ? 'Open jobs'
                          : '…'}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <h2 id="features-heading" className="text-2xl font-semibold tracking-tight">
          Why SkillMatch
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ title, text }, index) => (
            <li key={title} className="rounded-card border border-zinc-200 p-6 dark:border-zinc-800">
              <span
                aria-hidden
                className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="employers-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-card border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 dark:border-brand-900 dark:bg-brand-900/30">
          <div>
            <h2 id="employers-heading" className="text-2xl font-semibold tracking-tight">
              For employers
            </h2>
            <p className="mt-2 max-w-xl text-zinc-700 dark:text-zinc-300">
              Create your company, invite your hiring team and post your first job in minutes. Every applicant
              comes with a match score that explains itself.
            </p>
          </div>
          <ButtonLink to="/employers/sign-up" size="lg" className="shrink-0">
            Post a job
          </ButtonLink>
        </div>
      </section>
      <SuccessStories />
    </>
  );
}
