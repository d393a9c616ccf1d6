import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../app-types';

/** The OpenAPI document is generated from the routes' zod schemas and browsable at /api/docs. */
export async function registerApiDocs(app: App, publicUrl: string) {
  const https = publicUrl.startsWith('https://');
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SkillMatch API',
        description: 'Job search and recruiting with explainable skill-based matching.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; over plain http (local, a private network) upgrading would
    // break the page's own requests.
    transformStaticCSP: (header) => {
      const withStyles = header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
      return https ? withStyles : withStyles.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });
}
