import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { App } from '../app-types';

export interface WebAppBuild {
  dir: string;
  indexHtml: string;
  inlineScriptHashes: string[];
}

/** Reads the built web app once; undefined when it has not been built (API-only runs and tests). */
export function readWebAppBuild(dir: string): WebAppBuild | undefined {
  const indexPath = path.join(dir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const inlineScriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
  return { dir, indexHtml, inlineScriptHashes };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app from the same origin as the API: hashed assets cached for a year,
 * index.html never cached, and index.html for every deep link that is not an API or a file.
 */
export async function registerWebApp(app: App, build: WebAppBuild) {
  await app.register(fastifyStatic, {
    root: build.dir,
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.startsWith(path.join(build.dir, 'assets') + path.sep);
      res.header('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, build));
}

export function sendIndex(reply: FastifyReply, build: WebAppBuild) {
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(build.indexHtml);
}
