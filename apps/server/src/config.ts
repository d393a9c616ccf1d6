import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Relative paths in the environment are taken from where the person ran npm, not from a workspace. */
const baseDir = process.env.INIT_CWD ?? process.cwd();
const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z
  .object({
    NODE_ENV: z
      .preprocess(
        blankAsUnset,
        z.enum(['development', 'production', 'test'], {
          error: 'must be development, production or test',
        }),
      )
      .default('development'),
    PORT: z
      .preprocess(
        blankAsUnset,
        z.coerce
          .number({ error: 'must be a whole number between 1 and 65535' })
          .int({ error: 'must be a whole number between 1 and 65535' })
          .min(1, { error: 'must be a whole number between 1 and 65535' })
          .max(65535, { error: 'must be a whole number between 1 and 65535' }),
      )
      .default(3000),
    HOST: z.preprocess(blankAsUnset, z.string()).default('localhost'),
    PUBLIC_URL: z
      .preprocess(
        blankAsUnset,
        z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://jobs.example.com' }),
      )
      .optional(),
    DATABASE_URL: z
      .preprocess(
        blankAsUnset,
        z.url({
          protocol: /^postgres(ql)?$/,
          error: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/skillmatch',
        }),
      )
      .optional(),
    DATABASE_POOL_SIZE: z
      .preprocess(
        blankAsUnset,
        z.coerce
          .number({ error: 'must be a whole number between 1 and 100' })
          .int({ error: 'must be a whole number between 1 and 100' })
          .min(1, { error: 'must be a whole number between 1 and 100' })
          .max(100, { error: 'must be a whole number between 1 and 100' }),
      )
      .default(10),
    DATA_DIR: z.preprocess(blankAsUnset, z.string()).default('./data'),
    AUTH_SECRET: z
      .preprocess(blankAsUnset, z.string().min(32, { error: 'must be at least 32 characters long' }))
      .optional(),
    LOG_LEVEL: z
      .preprocess(blankAsUnset, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }))
      .default('info'),
    WEB_DIST_DIR: z.preprocess(blankAsUnset, z.string()).optional(),
    TRUST_PROXY: z
      .preprocess(
        blankAsUnset,
        z.union([z.enum(['true', 'false']), z.coerce.number().int().min(0).max(10)], {
          error: 'must be true, false, or the number of proxies in front of the app (0-10)',
        }),
      )
      .default('false'),
    ADMIN_EMAIL: z
      .preprocess(
        blankAsUnset,
        z.email({ error: 'must be an email address with a domain, such as admin@jobs.example.com' }),
      )
      .default('admin@skillmatch.localhost'),
    ADMIN_PASSWORD: z
      .preprocess(
        blankAsUnset,
        z
          .string()
          .min(8, { error: 'must be at least 8 characters long' })
          .max(128, { error: 'must be at most 128 characters long' }),
      )
      .optional(),
    GOOGLE_CLIENT_ID: z.preprocess(blankAsUnset, z.string()).optional(),
    GOOGLE_CLIENT_SECRET: z.preprocess(blankAsUnset, z.string()).optional(),
    GOOGLE_DISCOVERY_URL: z
      .preprocess(
        blankAsUnset,
        z.url({
          protocol: /^https?$/,
          error: 'must be the http(s) URL of an OpenID Connect discovery document',
        }),
      )
      .optional(),
    SMTP_URL: z
      .preprocess(
        blankAsUnset,
        z.url({
          protocol: /^smtps?$/,
          error: 'must be an SMTP URL such as smtps://user:password@smtp.example.com:465',
        }),
      )
      .optional(),
    MAIL_FROM: z
      .preprocess(blankAsUnset, z.string().min(3))
      .default('SkillMatch <no-reply@skillmatch.localhost>'),
    /** The domain of candidates' reply addresses (reply+…@domain); by default MAIL_FROM's. */
    MAIL_REPLY_DOMAIN: z
      .preprocess(
        blankAsUnset,
        z
          .string()
          .regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/i, { error: 'must be a domain such as replies.example.com' }),
      )
      .optional(),
    /** The shared secret a mail relay sends to POST /api/inbound-email (Authorization: Bearer …). */
    INBOUND_EMAIL_SECRET: z.preprocess(blankAsUnset, z.string().min(16)).optional(),
    CONTACT_EMAIL: z
      .preprocess(
        blankAsUnset,
        z.email({ error: 'must be an email address with a domain, such as team@jobs.example.com' }),
      )
      .optional(),
    S3_ENDPOINT: z
      .preprocess(
        blankAsUnset,
        z.url({ protocol: /^https?$/, error: 'must be the http(s) URL of an S3-compatible service' }),
      )
      .optional(),
    S3_BUCKET: z.preprocess(blankAsUnset, z.string().min(3)).optional(),
    S3_REGION: z.preprocess(blankAsUnset, z.string()).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string()).optional(),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string()).optional(),
    AUTH_RATE_LIMIT_PER_MINUTE: z
      .preprocess(
        blankAsUnset,
        z.coerce
          .number({ error: 'must be a whole number between 1 and 10000' })
          .int({ error: 'must be a whole number between 1 and 10000' })
          .min(1, { error: 'must be a whole number between 1 and 10000' })
          .max(10000, { error: 'must be a whole number between 1 and 10000' }),
      )
      .default(10),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with the other Google setting to turn on Google sign-in',
      });
    }
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const s3Missing = s3.filter((name) => !env[name]);
    if (s3Missing.length > 0 && s3Missing.length < s3.length) {
      ctx.addIssue({
        code: 'custom',
        path: [s3Missing[0]!],
        message: `must be set together with ${s3.filter((name) => env[name]).join(', ')} to store files in S3`,
      });
    }
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'must be set when DATABASE_URL is set, so that every app process signs sessions with the same secret',
      });
    }
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    database: env.DATABASE_URL
      ? ({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } as const)
      : ({ dataDir: path.join(dataDir) } as const),
    dataDir,
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      replyDomain: env.MAIL_REPLY_DOMAIN?.toLowerCase() ?? domainOf(env.MAIL_FROM),
      inboundSecret: env.INBOUND_EMAIL_SECRET,
      /** Where Contact page messages go; without it, to every administrator. */
      contactTo: env.CONTACT_EMAIL?.toLowerCase(),
    },
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    /**
     * Uploaded files: in the S3 bucket when one is configured; else in PostgreSQL when DATABASE_URL is set
     * (processes share it), else under DATA_DIR/files (one process).
     */
    files:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? ({
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          } as const)
        : env.DATABASE_URL
          ? ({ kind: 'database' } as const)
          : ({ kind: 'local', root: path.join(dataDir, 'files') } as const),
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(baseDir, env.WEB_DIST_DIR)
      : path.resolve(serverDir, '../web/dist'),
  };
}

/** Fastify's trustProxy: true, false, or "trust this many proxies in front of the app". */
function trustProxySetting(
  value: 'true' | 'false' | number,
): boolean | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value === 'true';
}

/** The domain of an address written `Name <user@domain>` or `user@domain`. */
function domainOf(address: string): string {
  return /@([^>\s]+)/.exec(address)?.[1]?.toLowerCase() ?? 'localhost';
}

/** The embedded mode needs no set-up: its secret is made on first start and kept in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Parses the environment once. A bad value throws a ConfigError naming the variable, on one line. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = source[name];
      const shown =
        value === undefined ||
        name.includes('SECRET') ||
        name.includes('PASSWORD') ||
        (name.endsWith('_URL') && name !== 'PUBLIC_URL')
          ? ''
          : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  return toConfig(parsed.data);
}
