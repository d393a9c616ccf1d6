/**
 * Which files may import each table (packages/db/src/schema/<file>.ts) in the server's code: the table's
 * home module owns its queries, and other modules call the functions it exports (the `*-repository.ts`
 * files: `jobs-repository.ts`, `applications-repository.ts`, `users-repository.ts`…). Tests may build
 * rows directly. docs/ARCHITECTURE.md, "Tables", says why.
 *
 * - `home`: the module (or modules) that owns the table.
 * - `readModels`: read models that follow the table directly by design (the search engine).
 * - `stillAllowed`: files that query the table from outside its home today. The list only shrinks: move
 *   a query into the home module and delete its line; a new file never joins it. The access module
 *   (`access/back-office.ts`, `access/company-access.ts`) stays listed by choice: it is the one place
 *   that says what a back-office viewer may see, as SQL conditions over jobs, applications, activity and
 *   the people told of a job, and its scope read from memberships and companies. Moved into each
 *   table's home, one rule would be spread over five modules, each of which would import access back.
 *
 * Paths are relative to apps/server/src; `**` matches any folders.
 */
export const TABLE_HOMES = {
  'activity-log': {
    home: ['modules/admin/**'],
    stillAllowed: ['access/back-office.ts'],
  },
  'application-notes': {
    home: ['modules/interviews/**'],
  },
  applications: {
    home: ['modules/applications/**'],
    stillAllowed: ['access/back-office.ts'],
  },
  // The accounts (users, sessions, sign-in accounts): better-auth's tables; other modules ask
  // modules/user/users-repository.ts (or person.ts).
  auth: {
    home: ['auth/**', 'modules/user/**'],
    stillAllowed: ['access/back-office.ts'],
  },
  'candidate-emails': {
    home: ['modules/email-templates/**'],
  },
  companies: {
    home: ['modules/companies/**'],
    readModels: ['search/**'],
    stillAllowed: ['access/back-office.ts', 'access/company-access.ts'],
  },
  'contact-messages': {
    home: ['modules/contact/**'],
  },
  'email-choices': {
    home: ['modules/settings/**'],
  },
  'hiring-team': {
    home: ['modules/companies/**'],
    stillAllowed: ['access/back-office.ts', 'access/company-access.ts'],
  },
  'idempotent-requests': {
    home: ['idempotency.ts'],
  },
  'index-snapshots': {
    home: ['search/**'],
  },
  interviews: {
    home: ['modules/interviews/**'],
  },
  'job-applicant-views': {
    home: ['modules/admin/**'],
  },
  'job-catalogue': {
    home: ['modules/jobs/**'],
    readModels: ['search/**'],
  },
  jobs: {
    home: ['modules/jobs/**'],
    readModels: ['search/**'],
    stillAllowed: ['access/back-office.ts'],
  },
  newsletter: {
    home: ['modules/newsletter/**'],
  },
  notifications: {
    home: ['modules/notifications/**'],
  },
  profiles: {
    home: ['modules/user/**'],
  },
  'rate-limits': {
    home: ['auth/**'],
  },
  resumes: {
    home: ['modules/resumes/**'],
  },
  'saved-jobs': {
    home: ['modules/saved-jobs/**'],
  },
  'saved-searches': {
    home: ['modules/saved-searches/**'],
  },
  scorecards: {
    home: ['modules/interviews/**'],
  },
  'site-settings': {
    home: ['modules/settings/**'],
  },
  'stored-files': {
    home: ['storage/**'],
  },
  'success-stories': {
    home: ['modules/stories/**'],
  },
};
