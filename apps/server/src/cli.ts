import { openDatabase } from '@skillmatch/db/client';
import { reseedDemoCatalogue } from '@skillmatch/db/seed/seed';
import { ConfigError, loadConfig } from './config';

const USAGE = `Usage: npm run cli -w @skillmatch/server -- <command>

Commands:
  migrate   apply the database migrations that have not run yet
  seed      replace the job catalogue with the demo catalogue (asks for nothing; it is what you asked for)`;

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    console.log(USAGE);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    if (command === 'migrate') {
      console.log('Migrations applied.');
    } else {
      const { removed, added } = await reseedDemoCatalogue(database.db);
      console.log(`Demo catalogue seeded: removed ${removed} jobs, added ${added}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const readable =
      error instanceof ConfigError || (error instanceof Error && error.name === 'DatabaseLockedError');
    console.error(readable ? (error as Error).message : error);
    process.exit(1);
  },
);
