import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@skillmatch/shared/api/api-map';
import type { ApiRoute } from '@skillmatch/shared/api/api-route';
import type { App } from './app-types';
import { createTestApp } from '../test/test-app';

/** better-auth answers everything under /api/auth through one handler, so no route lists its calls. */
const isBetterAuthCall = (route: ApiRoute) => route.path.startsWith('/api/auth/');

/**
 * The web app calls the API through the map in packages/shared; the server's routes must answer exactly
 * the calls the map names, with the same methods and path patterns.
 */
describe('the API map and the server’s routes', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const mapped: readonly ApiRoute[] = Object.values(api);

  it('answers exactly the calls the map names, with the same methods and path patterns', () => {
    const notAnswered = mapped
      .filter((route) => !isBetterAuthCall(route))
      .filter((route) => !app.hasRoute({ method: route.method, url: route.path }))
      .map((route) => `${route.method} ${route.path}`);
    expect(notAnswered).toEqual([]);

    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    const named = mapped
      .filter((route) => !isBetterAuthCall(route))
      .map((route) => `${route.method} ${route.path}`);
    expect(documented.sort()).toEqual(named.sort());
  });
});
