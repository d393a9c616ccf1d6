/*
 * Every call of the API: the server's routes register these paths and the web app builds its URLs and
 * reads its answers' types from them. Params and queries are as the server's schemas read them; bodies
 * as a client sends them (z.input); answers as the server sends them. Read it as a namespace:
 * `import * as api from '@skillmatch/shared/api/api-map'`, then `api.getJob`. Each URL's first segment has
 * its own file (`/api/jobs/:id` in `jobs.ts`), so that a web page's JavaScript holds only the files it calls.
 */

export * from './admin';
export * from './applications';
export * from './auth';
export * from './companies';
export * from './contact';
export * from './email-templates';
export * from './health';
export * from './hiring-team';
export * from './inbound-email';
export * from './interviews';
export * from './jobs';
export * from './jwt';
export * from './logout';
export * from './matches';
export * from './me';
export * from './newsletter';
export * from './notifications';
export * from './ready';
export * from './recommendations';
export * from './saved-jobs';
export * from './saved-searches';
export * from './session';
export * from './site';
export * from './skills';
export * from './stories';
export * from './user';
