import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

const CONTENT = {
  notFound: {
    label: '404',
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
  },
  failed: {
    label: 'Error',
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page from loading. Please try again.',
  },
};

function ErrorContent({ kind }: { kind: keyof typeof CONTENT }) {
  const { label, title, text } = CONTENT[kind];
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{label}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/jobs" variant="secondary">
          Browse jobs
        </ButtonLink>
      </div>
    </section>
  );
}

/** The page for a path no route knows. */
export function NotFoundPage() {
  return <ErrorContent kind="notFound" />;
}

/** The page for an error thrown while loading or rendering a route, inside the site layout. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorContent kind={isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'failed'} />;
}

/** The last resort, when the layout itself failed: the page stands alone. */
export function RootErrorPage() {
  return (
    <main id="main">
      <RouteErrorPage />
    </main>
  );
}
