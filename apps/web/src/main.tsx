import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { readPageData, seedQueries } from './app/page-data';
import { createQueryClient, Providers } from './app/providers';
import { takeOverPage } from './app/early-input';
import { createRouter } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// React Router keys the first page of a visit "default", every visit alike, so the scroll position kept
// for one visit's first page was restored on the next page opened by its address. Its own key, kept in
// the history entry (so a reload or the Back button still finds its place), tells them apart.
if (!(window.history.state as { key?: unknown } | null)?.key) {
  window.history.replaceState({ ...window.history.state, key: Math.random().toString(36).slice(2, 10) }, '');
}
const queryClient = createQueryClient();
seedQueries(queryClient, readPageData());

/** Once React has taken the page over, its buttons work; what was done before that is carried out. */
function MarkAppReady() {
  useEffect(takeOverPage, []);
  return null;
}

const app = (router: Awaited<ReturnType<typeof createRouter>>) => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      <MarkAppReady />
    </Providers>
  </StrictMode>
);

/**
 * The first render waits for the first route's module. A page the server rendered (with the answers in
 * page data) is hydrated: React adopts its elements instead of rendering them again. Either runs as a
 * transition, which React splits into short tasks, so the page answers input while it starts.
 */
void createRouter({ serverRendered: Boolean(root.firstElementChild) }).then((router) => {
  const start = () =>
    startTransition(() => {
      if (root.firstElementChild) hydrateRoot(root, app(router));
      else createRoot(root).render(app(router));
    });
  if (router.state.initialized) start();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      start();
    });
  }
});
