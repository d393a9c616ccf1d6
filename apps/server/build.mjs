// Bundles the server and the workspace packages it imports into dist/; npm dependencies stay external.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    cli: 'src/cli.ts',
    // Started as a worker thread by modules/resumes/resume-text.ts, found beside the server.
    'pdf-text-worker': 'src/modules/resumes/pdf-text-worker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      // npm dependencies stay external; workspace packages are TypeScript source and get bundled.
      name: 'external-npm-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@skillmatch/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
// The migrations travel with the bundle (the database client looks beside itself first).
await cp('../../packages/db/migrations', 'dist/migrations', { recursive: true });
