import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../components/ui/button';

/** Shown for unknown paths and for errors thrown while rendering a route. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  const title = notFound ? 'Page not found' : 'Something went wrong';
  const text = notFound
    ? 'The page you are looking for does not exist or has moved.'
    : 'An unexpected error stopped this page from loading. Please try again.';

  useEffect(() => {
    document.title = `${title} - SkillMatch`;
  }, [title]);

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{notFound ? '404' : 'Error'}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/jobs" variant="secondary">
          Browse jobs
        </ButtonLink>
      </div>
    </main>
  );
}
