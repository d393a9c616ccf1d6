import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, useParams, type RouteObject } from 'react-router';
import type { PageQueries } from '../lib/api-query';
import { sessionQuery } from '../lib/session';
import { NotFoundPage, RootErrorPage, RouteErrorPage } from './error-page';
import type { PageHandle } from './page-data';
import { RootLayout } from './layouts/root-layout';

// Guards and layouts are route modules too: a visitor's first page downloads none of them.
/**
 * A route module loaded when first needed: `load` imports it, `name` is its page component. The API
 * answers the page starts with (its `pageQueries`, if it names them) go in the route's handle, where the
 * server finds them, with whether it keeps a draft (`keepsDraft`).
 */
function lazyPage<Module>(load: () => Promise<Module>, name: keyof Module) {
  return async () => {
    const module = await load();
    const { pageQueries, keepsDraft } = module as { pageQueries?: PageQueries; keepsDraft?: boolean };
    const handle: PageHandle = { queries: pageQueries, keepsDraft };
    return { Component: module[name] as ComponentType, handle };
  };
}

function RedirectToEditJob() {
  const { id = '' } = useParams();
  return <Navigate to={`/admin/jobs/${encodeURIComponent(id)}/edit`} replace />;
}

/** The site's static pages, each its own lazy module. */
const SITE_PAGE_ROUTES: [path: string, load: () => Promise<{ Component: ComponentType }>][] = [
  ['about', lazyPage(() => import('../features/site/routes/about-page'), 'AboutPage')],
  ['contact', lazyPage(() => import('../features/site/routes/contact-page'), 'ContactPage')],
  ['careers', lazyPage(() => import('../features/site/routes/careers-page'), 'CareersPage')],
  ['terms', lazyPage(() => import('../features/site/routes/terms-page'), 'TermsPage')],
  ['privacy', lazyPage(() => import('../features/site/routes/privacy-page'), 'PrivacyPage')],
  ['cookies', lazyPage(() => import('../features/site/routes/cookies-page'), 'CookiesPage')],
  ['how-it-works', lazyPage(() => import('../features/site/routes/how-it-works-page'), 'HowItWorksPage')],
];

/** Every route of the product in one table (docs/ARCHITECTURE.md, "Web app"). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The top bar shows who is signed in on every page.
    handle: { queries: () => [sessionQuery] } satisfies PageHandle,
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('../features/landing/routes/landing-page'), 'LandingPage'),
          },
          {
            path: 'jobs',
            lazy: lazyPage(() => import('../features/jobs/routes/jobs-page'), 'JobsPage'),
          },
          {
            path: 'jobs/:slug',
            lazy: lazyPage(() => import('../features/jobs/routes/job-or-category-page'), 'JobOrCategoryPage'),
          },
          {
            path: 'companies/:slug',
            lazy: lazyPage(() => import('../features/companies/routes/company-page'), 'CompanyPage'),
          },
          { path: 'matches', element: <Navigate to="/recommendations" replace /> },
          { path: 'profilePage', element: <Navigate to="/profile" replace /> },
          { path: 'admin/edit-job/:id', element: <RedirectToEditJob /> },
          {
            path: 'invitations/:token',
            lazy: lazyPage(() => import('../features/hiring-team/routes/invitation-page'), 'InvitationPage'),
          },
          {
            // A job alert email's link: manage the alert signed out.
            path: 'job-alerts/:id',
            lazy: lazyPage(() => import('../features/job-alerts/routes/alert-link-page'), 'AlertLinkPage'),
          },
          {
            // A visitor's confirmation email's link (double opt-in).
            path: 'job-alerts/:id/confirm',
            lazy: lazyPage(
              () => import('../features/job-alerts/routes/confirm-alert-page'),
              'ConfirmAlertPage',
            ),
          },
          {
            lazy: lazyPage(() => import('./route-guards'), 'RequireAuth'),
            children: [
              {
                path: 'recommendations',
                lazy: lazyPage(
                  () => import('../features/recommendations/routes/recommendations-page'),
                  'RecommendationsPage',
                ),
              },
              {
                path: 'dashboard',
                lazy: lazyPage(() => import('./dashboard-route'), 'DashboardRoute'),
              },
              {
                path: 'saved-jobs',
                lazy: lazyPage(() => import('../features/jobs/routes/saved-jobs-page'), 'SavedJobsPage'),
              },
              {
                path: 'profile',
                lazy: lazyPage(() => import('../features/profile/routes/profile-page'), 'ProfilePage'),
              },
              {
                path: 'applications',
                lazy: lazyPage(
                  () => import('../features/applications/routes/applications-page'),
                  'ApplicationsPage',
                ),
              },
              // Any hiring team's members, not administrators only: the page shows the viewer's company.
              {
                path: 'admin/team',
                lazy: lazyPage(() => import('../features/hiring-team/routes/team-page'), 'TeamPage'),
              },
              {
                path: 'admin',
                lazy: lazyPage(() => import('./route-guards'), 'RequireBackOffice'),
                children: [
                  {
                    path: 'jobs',
                    lazy: lazyPage(() => import('../features/admin/routes/add-job-page'), 'AddJobPage'),
                  },
                  {
                    path: 'jobs/:id/edit',
                    lazy: lazyPage(() => import('../features/admin/routes/edit-job-page'), 'EditJobPage'),
                  },
                  {
                    path: 'job-listings',
                    lazy: lazyPage(
                      () => import('../features/admin/routes/job-listings-page'),
                      'JobListingsPage',
                    ),
                  },
                  {
                    path: 'jobs/:id/applicants',
                    lazy: lazyPage(
                      () => import('../features/admin/routes/job-applicants-page'),
                      'JobApplicantsPage',
                    ),
                  },
                  {
                    path: 'applications',
                    lazy: lazyPage(() => import('../features/admin/routes/pipeline-page'), 'PipelinePage'),
                  },
                  {
                    path: 'email-templates',
                    lazy: lazyPage(
                      () => import('../features/admin/routes/email-templates-page'),
                      'EmailTemplatesPage',
                    ),
                  },
                  {
                    path: 'applications/:applicationId/interviews/:interviewId/scorecard',
                    lazy: lazyPage(() => import('../features/admin/routes/scorecard-page'), 'ScorecardPage'),
                  },
                  {
                    path: 'company/:slug',
                    lazy: lazyPage(
                      () => import('../features/companies/routes/company-edit-page'),
                      'CompanyEditPage',
                    ),
                  },
                  {
                    // The operator's own pages.
                    lazy: lazyPage(() => import('./route-guards'), 'RequireAdmin'),
                    children: [
                      {
                        path: 'review',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/review-queue-page'),
                          'ReviewQueuePage',
                        ),
                      },
                      {
                        path: 'review/:id',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/review-job-page'),
                          'ReviewJobPage',
                        ),
                      },
                      {
                        path: 'users',
                        lazy: lazyPage(() => import('../features/admin/routes/users-page'), 'UsersPage'),
                      },
                      {
                        path: 'users/:id',
                        lazy: lazyPage(() => import('../features/admin/routes/user-page'), 'UserPage'),
                      },
                      {
                        path: 'settings',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/settings-page'),
                          'SettingsPage',
                        ),
                      },
                      {
                        path: 'inbox',
                        lazy: lazyPage(() => import('../features/admin/routes/inbox-page'), 'InboxPage'),
                      },
                      {
                        path: 'inbox/:id',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/inbox-message-page'),
                          'InboxMessagePage',
                        ),
                      },
                      {
                        path: 'companies',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/companies-page'),
                          'CompaniesPage',
                        ),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          ...SITE_PAGE_ROUTES.map(([path, load]) => ({ path, lazy: load })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    lazy: lazyPage(() => import('./layouts/auth-layout'), 'AuthLayout'),
    errorElement: <RootErrorPage />,
    children: [
      {
        path: 'login',
        lazy: lazyPage(() => import('../features/auth/routes/login-page'), 'LoginPage'),
      },
      {
        path: 'register',
        lazy: lazyPage(() => import('../features/auth/routes/register-page'), 'RegisterPage'),
      },
      {
        path: 'employers/sign-up',
        lazy: lazyPage(
          () => import('../features/hiring-team/routes/employer-sign-up-page'),
          'EmployerSignUpPage',
        ),
      },
      {
        path: 'forgot-password',
        lazy: lazyPage(() => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
      },
      // Spec: any path containing forgotPassword is an auth page.
      { path: 'forgotPassword', element: <Navigate to="/forgot-password" replace /> },
      {
        path: 'reset-password',
        lazy: lazyPage(() => import('../features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
      },
    ],
  },
];

/**
 * The routes with the page at `location`'s modules already loaded. A router whose first page's modules
 * are lazy loads them as a first navigation once created, and that navigation ends by scrolling to the
 * top: a person who had scrolled to the footer of the server's page saw it jump as the app started, and
 * their click landed on whatever was then under the pointer (issue 36).
 */
async function withPageLoaded(list: RouteObject[], matched: Set<RouteObject>): Promise<RouteObject[]> {
  return Promise.all(
    list.map(async (route) => {
      let loaded = route;
      if (matched.has(route) && typeof route.lazy === 'function') {
        loaded = { ...route, ...(await route.lazy()), lazy: undefined } as RouteObject;
      }
      return loaded.children
        ? ({ ...loaded, children: await withPageLoaded(loaded.children, matched) } as RouteObject)
        : loaded;
    }),
  );
}

/**
 * The browser's router. `serverRendered`: the page on screen is the server's, to be hydrated: its route
 * modules are loaded first and the router starts on them as they are (no first navigation), so it leaves
 * the scroll position where the person has it.
 */
export async function createRouter({ serverRendered }: { serverRendered: boolean }) {
  if (!serverRendered) return createBrowserRouter(routes);
  const matched = new Set((matchRoutes(routes, window.location) ?? []).map((match) => match.route));
  // A module that fails to load is tried again by the router, which shows the page's error if it fails.
  const loaded = await withPageLoaded(routes, matched).catch(() => routes);
  return createBrowserRouter(loaded, { hydrationData: {} });
}
