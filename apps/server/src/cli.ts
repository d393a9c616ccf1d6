import { openDatabase } from '@skillmatch/db/client';
import { renormaliseSkills } from '@skillmatch/db/renormalise-skills';
import { reseedDemoCatalogue } from '@skillmatch/db/seed/seed';
import { promoteToAdmin } from './auth/admin-account';
import { ConfigError, loadConfig } from './config';

const USAGE = `Usage: npm run cli -w @skillmatch/server -- <command>

Commands:
  migrate   apply the database migrations that have not run yet
  seed      replace the job catalogue with the demo catalogue (asks for nothing; it is what you asked for)
  admin --email <address>
            make an existing account an administrator`;

function optionValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0
    ? args[index + 1]
    : args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(command: string | undefined, args: string[]) {
  if (command !== 'migrate' && command !== 'seed' && command !== 'admin') {
    console.log(USAGE);
    return command === undefined || command === 'help' ? 0 : 2;
  }
  const adminEmail = command === 'admin' ? optionValue(args, '--email') : undefined;
  if (command === 'admin' && !adminEmail) {
    console.error('Usage: npm run admin -- --email <address>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const renormalised = await database.duringStartup(async () => {
      await database.migrate();
      return renormaliseSkills(database.db);
    });
    if (command === 'migrate') {
      console.log(
        `Migrations applied; skills of ${renormalised} jobs and profiles moved to the current taxonomy.`,
      );
    } else if (adminEmail) {
      if (!(await promoteToAdmin(database.db, adminEmail))) {
        console.error(`No account with the email ${adminEmail}. Sign up first, then run this again.`);
        return 1;
      }
      console.log(`${adminEmail} is now an administrator.`);
    } else {
      const { removed, added } = await reseedDemoCatalogue(database.db);
      console.log(`Demo catalogue seeded: removed ${removed} jobs, added ${added}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv.slice(3)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const readable =
      error instanceof ConfigError || (error instanceof Error && error.name === 'DatabaseLockedError');
    console.error(readable ? (error as Error).message : error);
    process.exit(1);
  },
);
