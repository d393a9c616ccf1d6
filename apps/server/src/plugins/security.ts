import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app-types';

export interface SecurityOptions {
  /** sha256 sources ('sha256-…') of the inline scripts the web app's index.html carries. */
  inlineScriptHashes: string[];
  https: boolean;
}

/** Security headers, with a Content-Security-Policy that the built web app passes. */
export function securityHeaders(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block nothing we load but breaks OAuth popups; keep the default off.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https,
  };
}

/**
 * Sets the headers on a raw response (also for answers Fastify gives before any hook runs: a malformed
 * URL), by helmet's middleware made once: @fastify/helmet made it anew for every request, which cost
 * `/api/health` a quarter of its throughput (docs/benchmarks.md).
 */
export function securityHeaderWriter(headers: HelmetOptions) {
  const write = helmet(headers);
  return (request: IncomingMessage, response: ServerResponse) => write(request, response, () => {});
}

/** Every answer carries the headers, set as its request arrives (before any route or refusal). */
export function registerSecurity(app: App, writeHeaders: ReturnType<typeof securityHeaderWriter>) {
  app.addHook('onRequest', (request, reply, done) => {
    writeHeaders(request.raw, reply.raw);
    done();
  });
}
