import type { App } from '../app-types';
import { trustedOrigins } from '../auth/auth';
import { carriesSessionCookie } from '../auth/guards';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not allowed.';
export const NO_ORIGIN_MESSAGE =
  'This request did not say it came from SkillMatch’s own pages, so it was refused. Reload the page and try again.';

/**
 * A state-changing API call must come from the product's own pages: an `Origin` that is ours, and when
 * the browser sends none, `Sec-Fetch-Site: same-origin` for a call that carries the session cookie.
 * SameSite=Lax alone would let a same-site page or an old browser through. better-auth checks its own.
 */
export function registerSameOriginCheck(app: App) {
  const allowed = new Set(trustedOrigins(app.config));
  app.addHook('onRequest', async (request) => {
    if (
      SAFE_METHODS.has(request.method) ||
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/auth/')
    ) {
      return;
    }
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (origin !== undefined) {
      if (!allowed.has(origin) || site === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
      return;
    }
    if (site === 'cross-site' || site === 'same-site') throw forbidden(CROSS_SITE_MESSAGE);
    if (carriesSessionCookie(request) && site !== 'same-origin') throw forbidden(NO_ORIGIN_MESSAGE);
  });
}
