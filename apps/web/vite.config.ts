import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeIndexPages } from './vite/index-pages.ts';

/**
 * Writes a .br and a .gz beside every text file of the build, compressed as hard as each format goes,
 * so that the server sends them without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'skillmatch-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        const file = path.join(outDir, fileName);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * React Router's production build: its package exports only its development build (the same code with
 * warnings checked on every render), whatever NODE_ENV says, so a build names the production files itself.
 * The server entry then bundles React Router rather than importing the development build from
 * node_modules.
 */
function reactRouterProduction() {
  const main = createRequire(import.meta.url).resolve('react-router');
  const production = path.join(
    main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), writeIndexPages(), precompress()],
  ...(command === 'build' ? { resolve: { alias: reactRouterProduction() } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // The server entry runs in the server's Node (.nvmrc); the app in browsers.
    target: isSsrBuild ? 'node24' : 'es2022',
    sourcemap: true,
    // Every browser the product supports preloads modules natively.
    modulePreload: { polyfill: false },
    // Which chunks each module needs: the bundle benchmark reads it.
    manifest: true,
    rollupOptions: {
      // Chunks named by their hash alone: the first page lists every chunk a route may preload, so
      // shorter names are fewer bytes to download (source maps still name each module).
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
}));
