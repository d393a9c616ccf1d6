import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from '@skillmatch/db/client';
import type { Auth } from './auth/auth';
import type { SessionLookup } from './auth/session-lookup';
import type { SessionUser } from '@skillmatch/shared/schemas/session';
import type { Access, CurrentSession } from './auth/guards';
import type { NamedRateLimit } from './auth/rate-limit';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';
import type { NotificationCentre } from './modules/notifications/notifications';
import type { SiteSettingsStore } from './modules/settings/site-settings';
import type { FileStore } from './storage/file-store';
import type { TaskQueue } from './tasks/task-queue';
import type { CatalogueSearchIndex } from './search';
import type { CatalogueInstantAlerts } from './modules/saved-searches/instant-alert-index';
import type { HeldProfiles } from './modules/user/held-profiles';
import type { CatalogueMatchIndex } from './modules/matching/catalogue-index';

/** The Fastify instance every plugin and route module receives, typed by the zod contract. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What use cases take from the app. Every use case has the shape `(deps, input)`: `deps` names the parts
 * it uses (`Pick<UseCaseDeps, 'db' | 'tasks'>`, which the app itself satisfies) and `input` is one object.
 */
export type UseCaseDeps = Pick<
  App,
  | 'db'
  | 'database'
  | 'config'
  | 'auth'
  | 'tasks'
  | 'files'
  | 'notifications'
  | 'matchIndex'
  | 'searchIndex'
  | 'siteSettings'
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (`auth/guards.ts`); every API route says. */
    access?: Access;
    /** A limit per client address, counted once the request is valid (`auth/rate-limit.ts`). */
    rateLimit?: NamedRateLimit;
    /** A creating route: a repeat of a request with the same `Idempotency-Key` gets the first answer (`idempotency.ts`). */
    idempotent?: boolean;
  }

  interface FastifyRequest {
    /** The session behind the request's cookie, null when nobody is signed in: set by the access check. */
    session: CurrentSession | null;
    /** The person the access check let in: set on every API route whose access is not `public`. */
    viewer: SessionUser;
  }

  interface FastifyInstance {
    /** The open database: `database.db` for queries, `database.ping()` for readiness. */
    database: DatabaseHandle;
    db: Database;
    config: Config;
    auth: Auth;
    /** The session behind a request's cookies in one query (`auth/session-lookup.ts`). */
    findSession: SessionLookup;
    mailer: Mailer;
    /** This process's match index over the active catalogue, kept current from the database. */
    matchIndex: CatalogueMatchIndex;
    /** This process's search index over every job, kept current from the database. */
    searchIndex: CatalogueSearchIndex;
    /** This process's instant alerts that may send, kept current from the database. */
    instantAlerts: CatalogueInstantAlerts;
    /** The profiles of the people with an instant match alert (and others asked for), kept current. */
    heldProfiles: HeldProfiles;
    /** Uploaded files (resumes): local disk or an S3-compatible bucket. */
    files: FileStore;
    /** Stored notifications and their live streams in this process. */
    notifications: NotificationCentre;
    /** The platform settings (site name, sign-up, page size, strong-match threshold), from the database. */
    siteSettings: SiteSettingsStore;
    /** Durable background work (email, notifications, schedules) on the database's task queue. */
    tasks: TaskQueue<App>;
    /** Who may call each API route (`METHOD /api/path` → its declared access), as registered. */
    routeAccess: Map<string, Access>;
    /** Each API route's response schemas by status (`METHOD /api/path` → `{ 200: schema }`), as registered. */
    routeResponses: Map<string, Record<string, unknown>>;
  }
}
