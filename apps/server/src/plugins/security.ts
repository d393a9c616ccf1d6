import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app-types';

export interface SecurityOptions {
  /** sha256 sources ('sha256-…') of the inline scripts the web app's index.html carries. */
  inlineScriptHashes: string[];
  https: boolean;
}

/** Security headers, with a Content-Security-Policy that the built web app passes. */
export function securityHeaders(options: SecurityOptions): FastifyHelmetOptions {
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

/** Sets the headers on a raw response, for answers Fastify gives before any hook runs (a malformed URL). */
export function securityHeaderWriter(headers: FastifyHelmetOptions) {
  // The same options; @fastify/helmet's types come from helmet's CommonJS declarations, ours from its ESM ones.
  const write = helmet(headers as HelmetOptions);
  return (request: IncomingMessage, response: ServerResponse) => write(request, response, () => {});
}

export async function registerSecurity(app: App, headers: FastifyHelmetOptions) {
  await app.register(fastifyHelmet, headers);
}
