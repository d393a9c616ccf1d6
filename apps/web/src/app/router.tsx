import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { categoryFromSlug } from '@skillmatch/shared/constants';
import { ComingNextPage } from '../features/placeholder/coming-next-page';
import { NotFoundPage, RootErrorPage, RouteErrorPage } from './error-page';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';

const comingNext = (title: string, description: string) => ({
  element: <ComingNextPage title={title} description={description} />,
});

/** /jobs/technology is a category page; /jobs/<uuid> is a job (ids are UUIDs, so they never collide). */
function JobOrCategoryPage() {
  const { slug = '' } = useParams();
  const category = categoryFromSlug(slug);
  if (category)
    return (
      <ComingNextPage title={`${category} jobs`} description={`Open ${category.toLowerCase()} roles.`} />
    );
  return <ComingNextPage title="Job details" description="The role, its skills and how to apply." />;
}

function RedirectToEditJob() {
  const { id = '' } = useParams();
  return <Navigate to={`/admin/jobs/${encodeURIComponent(id)}/edit`} replace />;
}

const STATIC_PAGES: [path: string, title: string, description: string][] = [
  ['about', 'About SkillMatch', 'Who we are and why we build SkillMatch.'],
  ['contact', 'Contact', 'Write to the SkillMatch team.'],
  ['careers', 'Careers', 'Work on SkillMatch.'],
  ['terms', 'Terms of use', 'The rules for using SkillMatch.'],
  ['privacy', 'Privacy', 'What SkillMatch stores and why.'],
  ['cookies', 'Cookies', 'The cookies SkillMatch sets.'],
  ['how-it-works', 'How it works', 'How SkillMatch matches your skills to jobs.'],
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
          { path: 'jobs', ...comingNext('Job listings', 'Search every open job by title, skill or place.') },
          { path: 'jobs/:slug', element: <JobOrCategoryPage /> },
          {
            path: 'recommendations',
            ...comingNext('Recommendations', 'Jobs ranked by how well they fit your skills.'),
          },
          { path: 'matches', element: <Navigate to="/recommendations" replace /> },
          {
            path: 'dashboard',
            ...comingNext('Dashboard', 'Your applications, matches and profile at a glance.'),
          },
          { path: 'profile', ...comingNext('Profile', 'Your skills, experience and preferences.') },
          { path: 'profilePage', element: <Navigate to="/profile" replace /> },
          {
            path: 'applications',
            ...comingNext('My applications', 'Every application and where it stands.'),
          },
          { path: 'admin/jobs', ...comingNext('Add New Job Listing', 'Publish a job.') },
          { path: 'admin/jobs/:id/edit', ...comingNext('Edit job listing', 'Change a published job.') },
          { path: 'admin/edit-job/:id', element: <RedirectToEditJob /> },
          { path: 'admin/users', ...comingNext('Users', 'Everyone with an account.') },
          {
            path: 'admin/applications',
            ...comingNext('Applications', 'Every application, by job and status.'),
          },
          { path: 'admin/settings', ...comingNext('Platform settings', 'How SkillMatch runs.') },
          ...STATIC_PAGES.map(([path, title, description]) => ({ path, ...comingNext(title, description) })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    element: <AuthLayout />,
    errorElement: <RootErrorPage />,
    children: [
      { path: 'login', ...comingNext('Sign in', 'Sign in to SkillMatch.') },
      { path: 'register', ...comingNext('Create your account', 'Join SkillMatch.') },
      { path: 'forgot-password', ...comingNext('Forgot your password?', 'We will email you a reset link.') },
      { path: 'reset-password', ...comingNext('Choose a new password', 'Set a new password.') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
