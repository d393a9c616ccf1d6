import helmet from '@fastify/helmet';
import type { App } from '../app-types';

export interface SecurityOptions {
  /** sha256 sources ('sha256-…') of the inline scripts the web app's index.html carries. */
  inlineScriptHashes: string[];
  https: boolean;
}

/** Security headers, with a Content-Security-Policy that the built web app passes. */
export async function registerSecurity(app: App, options: SecurityOptions) {
  await app.register(helmet, {
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
  });
}
