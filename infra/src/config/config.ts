import { outboundPolicy } from '../net/outbound-address.ts';
import { DEVELOPMENT_PERSONAL_DATA_KEY } from '../personal-data/crypto.ts';

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
}

export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Read once here, so that a mistyped entry stops the process at its start rather than a request later. */
function allowedNetworks(value = ''): string {
  outboundPolicy(value);
  return value;
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cenacle',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    eventStoreUrl: env.EVENTSTORE_URL || null,
    host: env.HOST ?? '127.0.0.1',
    apiPort: Number(env.API_PORT ?? 8080),
    sessionSecret: env.SESSION_SECRET ?? 'cenacle-development-secret-change-me-in-production',
    secretsKey: env.SECRETS_KEY ?? 'cenacle-development-secrets-key-change-me-in-production',
    apiDocs: (env.API_DOCS ?? 'true') === 'true',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 20),
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    fileMaxBytes: Number(env.FILE_MAX_BYTES ?? 10 * 1024 * 1024),
    imageMaxPixels: Number(env.IMAGE_MAX_PIXELS ?? 40_000_000),
    publicUrl: (env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    accountMailRateLimit: Number(env.ACCOUNT_MAIL_RATE_LIMIT ?? 5),
    accountMailClientRateLimit: Number(env.ACCOUNT_MAIL_CLIENT_RATE_LIMIT ?? 30),
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    googleIssuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
    googleJwksUrl: env.GOOGLE_JWKS_URL || null,
    personalDataKey: env.PERSONAL_DATA_KEY || DEVELOPMENT_PERSONAL_DATA_KEY,
    analyticsForwardUrl: env.ANALYTICS_FORWARD_URL || null,
    pageviewFlushMs: Number(env.PAGEVIEW_FLUSH_MS ?? 10_000),
    pageviewRateLimit: Number(env.PAGEVIEW_RATE_LIMIT ?? 120),
    mapTilesUrl: env.MAP_TILES_URL || DEFAULT_MAP_TILES_URL,
    queuePrefix: env.QUEUE_PREFIX || 'bull',
    metricsToken: env.METRICS_TOKEN || null,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 20),
    outboundAllowedNetworks: allowedNetworks(env.OUTBOUND_ALLOWED_NETWORKS),
    loginIdleMinutes: Number(env.LOGIN_IDLE_TIMEOUT ?? 240),
    participantLoginIdleMinutes: Number(env.LOGIN_IDLE_TIMEOUT_PARTICIPANT ?? 3 * 24 * 60),
    unreferencedFileGraceMinutes: Number(env.UNREFERENCED_FILE_GRACE ?? 24 * 60),
  };
}
