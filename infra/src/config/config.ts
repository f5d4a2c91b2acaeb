import { outboundPolicy } from '../net/outbound-address.ts';
import { DEVELOPMENT_PERSONAL_DATA_KEY } from '../personal-data/crypto.ts';
import { InvalidSettingsError, MAX_TIMER_MS, orExit, port, positive, readWholeNumbers } from './settings.ts';

/** Configuration from the environment, read once at the composition root and passed down. */
export interface Config {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** When set (esdb:// or kurrentdb://), events go to KurrentDB/EventStoreDB instead of PostgreSQL. */
  readonly eventStoreUrl: string | null;
  readonly host: string;
  readonly apiPort: number;
  readonly sessionSecret: string;
  /** Seals stored secrets such as branches' mail passwords (`SECRETS_KEY`; 64 hex digits or a passphrase). */
  readonly secretsKey: string;
  readonly apiDocs: boolean;
  readonly loginRateLimit: number;
  /** Secure flag on every cookie; without it, only on answers to HTTPS requests. */
  readonly secureCookies: boolean;
  /**
   * Which proxies' X-Forwarded-For/-Proto the API believes (addresses, CIDRs or proxy-addr presets
   * such as `loopback`, comma-separated; empty: none): the client address keys the per-address login
   * rate limit, and the protocol the cookies' Secure flag.
   */
  readonly trustProxy: string;
  /** The largest upload the file store takes, in bytes (`FILE_MAX_BYTES`, default 10 MiB). */
  readonly fileMaxBytes: number;
  /** The most pixels an uploaded image may have (`IMAGE_MAX_PIXELS`, default 40 million). */
  readonly imageMaxPixels: number;
  /** The origin people open the product at (`PUBLIC_URL`): links in mail point there. */
  readonly publicUrl: string;
  /** Self registration, password reset: requests an hour per e-mail address… */
  readonly accountMailRateLimit: number;
  /** …and per client address. */
  readonly accountMailClientRateLimit: number;
  /** Google sign-in: the OAuth client id tokens must be issued for; null hides the button. */
  readonly googleClientId: string | null;
  /** The issuer of Google ID tokens, and where its keys are (default: the issuer's discovery document). */
  readonly googleIssuer: string;
  readonly googleJwksUrl: string | null;
  /**
   * The secret that wraps every person's data key (`PERSONAL_DATA_KEY`, decision 007): without it a
   * database dump reveals no personal data. Set it in production; losing it loses that data.
   */
  readonly personalDataKey: string;
  /**
   * Pageviews (issue 12 §3): when set (`ANALYTICS_FORWARD_URL`), each one is POSTed there as
   * `{path, at}` JSON instead of being counted by Cenacle; unset, the API counts them itself.
   */
  readonly analyticsForwardUrl: string | null;
  /** How often an API process writes the pageviews it counted (`PAGEVIEW_FLUSH_MS`, default 10 s). */
  readonly pageviewFlushMs: number;
  /** Pageviews a client address may report a minute (`PAGEVIEW_RATE_LIMIT`, default 120). */
  readonly pageviewRateLimit: number;
  /**
   * The public branch map's tile server (`MAP_TILES_URL`, a Leaflet URL template with `{z}/{x}/{y}`;
   * default OpenStreetMap): handed to the browser by `GET /api/site-config`.
   */
  readonly mapTilesUrl: string;
  /** BullMQ's key prefix (`QUEUE_PREFIX`, default `bull`): the API's health reads the workers' queues there. */
  readonly queuePrefix: string;
  /**
   * The bearer token a Prometheus server scrapes `GET /management/prometheus` with (`METRICS_TOKEN`);
   * unset, only a signed-in administrator reads it.
   */
  readonly metricsToken: string | null;
  /**
   * The most connections an API process opens for its queries (`DATABASE_POOL_SIZE`, default 20); its
   * PostgreSQL event store keeps 11 more (one of them listens). Sized so that every replica and runner
   * together stay under the server's `max_connections`.
   */
  readonly databasePoolSize: number;
  /**
   * Non-public networks the server may still connect to on a user's say-so, such as a branch's mail
   * server (`OUTBOUND_ALLOWED_NETWORKS`: CIDRs or `loopback`, `private`, `linklocal`, comma-separated;
   * default none; decision 015).
   */
  readonly outboundAllowedNetworks: string;
  /**
   * Minutes a staff member's login session may go unused before it ends (`LOGIN_IDLE_TIMEOUT`,
   * default 240: four hours); the 14-day limit holds besides.
   */
  readonly loginIdleMinutes: number;
  /** The same for accounts holding USER only, participants (`LOGIN_IDLE_TIMEOUT_PARTICIPANT`, default 3 days). */
  readonly participantLoginIdleMinutes: number;
  /**
   * Minutes an upload may wait for an event naming it before it is removed
   * (`UNREFERENCED_FILE_GRACE`, default 1440: a day; decision 019).
   */
  readonly unreferencedFileGraceMinutes: number;
  /**
   * Where the workers' local catch-all mail listener listens when `SMTP_URL` is unset
   * (`SMTP_DEV_PORT`, default 2525; demo mail only).
   */
  readonly smtpDevPort: number;
}

export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Read once here, so that a mistyped entry stops the process at its start rather than a request later. */
function allowedNetworks(value = ''): string {
  try {
    outboundPolicy(value);
  } catch (error) {
    throw new InvalidSettingsError([error instanceof Error ? error.message : String(error)]);
  }
  return value;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Every numeric setting of the table in README.md (and `SMTP_DEV_PORT`), with its default and bounds. */
const NUMBERS = {
  API_PORT: port(8080),
  LOGIN_RATE_LIMIT: positive(20),
  FILE_MAX_BYTES: positive(10 * 1024 * 1024),
  IMAGE_MAX_PIXELS: positive(40_000_000),
  ACCOUNT_MAIL_RATE_LIMIT: positive(5),
  ACCOUNT_MAIL_CLIENT_RATE_LIMIT: positive(30),
  PAGEVIEW_FLUSH_MS: positive(10_000, MAX_TIMER_MS),
  PAGEVIEW_RATE_LIMIT: positive(120),
  DATABASE_POOL_SIZE: positive(20),
  LOGIN_IDLE_TIMEOUT: positive(240),
  LOGIN_IDLE_TIMEOUT_PARTICIPANT: positive(3 * 24 * 60),
  UNREFERENCED_FILE_GRACE: positive(24 * 60),
  SMTP_DEV_PORT: port(2525),
} as const;

/**
 * The configuration in `env`; throws `InvalidSettingsError` naming every numeric setting that is no
 * whole number in its bounds (and an error for a mistyped `OUTBOUND_ALLOWED_NETWORKS`).
 */
export function loadConfig(env: Env = process.env): Config {
  const numbers = readWholeNumbers(env, NUMBERS);
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cenacle',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    eventStoreUrl: env.EVENTSTORE_URL || null,
    host: env.HOST ?? '127.0.0.1',
    apiPort: numbers.API_PORT,
    sessionSecret: env.SESSION_SECRET ?? 'cenacle-development-secret-change-me-in-production',
    secretsKey: env.SECRETS_KEY ?? 'cenacle-development-secrets-key-change-me-in-production',
    apiDocs: (env.API_DOCS ?? 'true') === 'true',
    loginRateLimit: numbers.LOGIN_RATE_LIMIT,
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    fileMaxBytes: numbers.FILE_MAX_BYTES,
    imageMaxPixels: numbers.IMAGE_MAX_PIXELS,
    publicUrl: (env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    accountMailRateLimit: numbers.ACCOUNT_MAIL_RATE_LIMIT,
    accountMailClientRateLimit: numbers.ACCOUNT_MAIL_CLIENT_RATE_LIMIT,
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    googleIssuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
    googleJwksUrl: env.GOOGLE_JWKS_URL || null,
    personalDataKey: env.PERSONAL_DATA_KEY || DEVELOPMENT_PERSONAL_DATA_KEY,
    analyticsForwardUrl: env.ANALYTICS_FORWARD_URL || null,
    pageviewFlushMs: numbers.PAGEVIEW_FLUSH_MS,
    pageviewRateLimit: numbers.PAGEVIEW_RATE_LIMIT,
    mapTilesUrl: env.MAP_TILES_URL || DEFAULT_MAP_TILES_URL,
    queuePrefix: env.QUEUE_PREFIX || 'bull',
    metricsToken: env.METRICS_TOKEN || null,
    databasePoolSize: numbers.DATABASE_POOL_SIZE,
    outboundAllowedNetworks: allowedNetworks(env.OUTBOUND_ALLOWED_NETWORKS),
    loginIdleMinutes: numbers.LOGIN_IDLE_TIMEOUT,
    participantLoginIdleMinutes: numbers.LOGIN_IDLE_TIMEOUT_PARTICIPANT,
    unreferencedFileGraceMinutes: numbers.UNREFERENCED_FILE_GRACE,
    smtpDevPort: numbers.SMTP_DEV_PORT,
  };
}

/** `loadConfig` at a process's start: a refused setting ends the process with its message. */
export function loadConfigOrExit(env: Env = process.env): Config {
  return orExit(() => loadConfig(env));
}
