import { openDatabase } from '@skillmatch/db/client';
import { renormaliseSkills } from '@skillmatch/db/renormalise-skills';
import { seedDemoCatalogueIfEmpty } from '@skillmatch/db/seed/seed';
import { buildApp } from './app';
import { collectGarbage } from './collect-garbage';
import { ensureAdminAccount } from './auth/admin-account';
import { ConfigError, loadConfig } from './config';
import { LONGEST_READING_MS } from './modules/resumes/resume-text';
import { readWebAppBuild } from './plugins/web-app';

/**
 * How long a stopping process lets requests under way finish (new ones are refused): the longest a
 * resume upload can wait for and take its reading, and time to store it.
 */
const SHUTDOWN_GRACE_MS = LONGEST_READING_MS + 15_000;

/** Lines in a box drawn with line characters, with a blank line around it. */
function framed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, ''].join('\n');
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const webApp = readWebAppBuild(config.webDistDir);
  // Processes started together take turns through the start-up work; each finds what the first did.
  const { app, renormalised, admin, seeded } = await database.duringStartup(async () => {
    await database.migrate();
    const renormalised = await renormaliseSkills(database.db);
    const app = await buildApp({ config, database, webApp });
    app.addHook('onClose', () => database.close());
    const admin = await ensureAdminAccount(database.db, app.auth, config.adminEmail, config.adminPassword);
    const seeded = await seedDemoCatalogueIfEmpty(database.db);
    return { app, renormalised, admin, seeded };
  });

  if (admin.outcome === 'created' && admin.passwordFromConfig) {
    app.log.info(`Administrator account created: ${admin.email}, with the password from ADMIN_PASSWORD.`);
  } else if (admin.outcome === 'created') {
    // Shown once, framed so that it stands out among the log lines, so that the person starting
    // SkillMatch can sign in as administrator.
    console.log(
      framed([
        'SkillMatch: first start',
        `Administrator account created: email ${admin.email} password ${admin.password} (shown only now)`,
        `Sign in at ${config.publicUrl}/login and change the password on your profile.`,
      ]),
    );
  } else if (admin.outcome === 'email-taken') {
    app.log.warn(
      `No administrator yet and ${admin.email} is a regular account: promote someone with npm run admin -- --email <address>.`,
    );
  }

  if (seeded > 0) app.log.info(`Seeded the demo catalogue: ${seeded} jobs.`);
  if (renormalised > 0)
    app.log.info(`Skills of ${renormalised} jobs and profiles moved to the current taxonomy.`);
  if (!webApp) app.log.warn(`No built web app in ${config.webDistDir}: serving the API only.`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database.`);
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // A connection whose last request finishes while closing stays open for keep-alive, and the server
    // waits for it: close such connections as they fall idle.
    setInterval(() => app.server.closeIdleConnections(), 250).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `SkillMatch is ready at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}).`,
  );
  // Built now rather than by the first visitor's search (most of a minute at a million jobs); /api/ready
  // says ready once both are.
  const started = performance.now();
  Promise.all([app.searchIndex.current(), app.matchIndex.current()]).then(
    ([search, match]) => {
      app.log.info(
        `Search and match indexes ready: ${search.size} and ${match.size} jobs in ${Math.round(performance.now() - started)} ms.`,
      );
      // What reading them left behind (at a million jobs, parts of a snapshot) is let go now.
      collectGarbage();
    },
    (error: unknown) => app.log.error({ err: error }, 'building the indexes failed'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DatabaseLockedError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
