import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { ComingNextPage } from '../features/placeholder/coming-next-page';
import { DashboardRoute } from './dashboard-route';
import { NotFoundPage, RootErrorPage, RouteErrorPage } from './error-page';
import { AuthLayout } from './layouts/auth-layout';
import { RequireAdmin, RequireAuth } from './route-guards';
import { RootLayout } from './layouts/root-layout';

const comingNext = (title: string, description: string) => ({
  element: <ComingNextPage title={title} description={description} />,
});

function RedirectToEditJob() {
  const { id = '' } = useParams();
  return <Navigate to={`/admin/jobs/${encodeURIComponent(id)}/edit`} replace />;
}

/** The site's pages of words, each its own lazy module. */
const SITE_PAGES: [path: string, load: () => Promise<{ Component: ComponentType }>][] = [
  ['about', async () => ({ Component: (await import('../features/site/routes/about-page')).AboutPage })],
  [
    'contact',
    async () => ({ Component: (await import('../features/site/routes/contact-page')).ContactPage }),
  ],
  [
    'careers',
    async () => ({ Component: (await import('../features/site/routes/careers-page')).CareersPage }),
  ],
  ['terms', async () => ({ Component: (await import('../features/site/routes/terms-page')).TermsPage })],
  [
    'privacy',
    async () => ({ Component: (await import('../features/site/routes/privacy-page')).PrivacyPage }),
  ],
  [
    'cookies',
    async () => ({ Component: (await import('../features/site/routes/cookies-page')).CookiesPage }),
  ],
  [
    'how-it-works',
    async () => ({ Component: (await import('../features/site/routes/how-it-works-page')).HowItWorksPage }),
  ],
];

/** Every route of the product in one table (DECISIONS.md). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/landing/routes/landing-page')).LandingPage,
            }),
          },
          {
            path: 'jobs',
            lazy: async () => ({ Component: (await import('../features/jobs/routes/jobs-page')).JobsPage }),
          },
          {
            path: 'jobs/:slug',
            lazy: async () => ({
              Component: (await import('../features/jobs/routes/job-or-category-page')).JobOrCategoryPage,
            }),
          },
          { path: 'matches', element: <Navigate to="/recommendations" replace /> },
          { path: 'profilePage', element: <Navigate to="/profile" replace /> },
          { path: 'admin/edit-job/:id', element: <RedirectToEditJob /> },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'recommendations',
                lazy: async () => ({
                  Component: (await import('../features/recommendations/routes/recommendations-page'))
                    .RecommendationsPage,
                }),
              },
              { path: 'dashboard', element: <DashboardRoute /> },
              {
                path: 'saved-jobs',
                lazy: async () => ({
                  Component: (await import('../features/jobs/routes/saved-jobs-page')).SavedJobsPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/profile/routes/profile-page')).ProfilePage,
                }),
              },
              {
                path: 'applications',
                lazy: async () => ({
                  Component: (await import('../features/applications/routes/applications-page'))
                    .ApplicationsPage,
                }),
              },
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  {
                    path: 'jobs',
                    lazy: async () => ({
                      Component: (await import('../features/admin/routes/add-job-page')).AddJobPage,
                    }),
                  },
                  {
                    path: 'jobs/:id/edit',
                    lazy: async () => ({
                      Component: (await import('../features/admin/routes/edit-job-page')).EditJobPage,
                    }),
                  },
                  { path: 'users', ...comingNext('Users', 'Everyone with an account.') },
                  {
                    path: 'applications',
                    ...comingNext('Applications', 'Every application, by job and status.'),
                  },
                  { path: 'settings', ...comingNext('Platform settings', 'How SkillMatch runs.') },
                ],
              },
            ],
          },
          ...SITE_PAGES.map(([path, load]) => ({ path, lazy: load })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    element: <AuthLayout />,
    errorElement: <RootErrorPage />,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../features/auth/routes/login-page')).LoginPage }),
      },
      {
        path: 'register',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/register-page')).RegisterPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      // Spec: any path containing forgotPassword is an auth page.
      { path: 'forgotPassword', element: <Navigate to="/forgot-password" replace /> },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/reset-password-page')).ResetPasswordPage,
        }),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
