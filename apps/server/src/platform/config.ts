import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { defaultBusinessTimeZone, isTimeZone } from './business-time.ts';
import { defaultGraphVersion, graphVersionPattern } from './meta/graph-versions.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A Facebook Login for Business configuration's id, as the App Dashboard shows it. */
const loginConfigIdPattern = /^[0-9]{1,20}$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  RUN_WORKER: booleanFlag.default(true),
  SEED_DEMO: booleanFlag.optional(),
  /** Demo mode: the first start also gives the demo a life (campaign, bot, posts, customers). Default: with SEED_DEMO. */
  SEED_DEMO_LIFE: booleanFlag.optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  REMEMBER_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  IMPERSONATION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  TRUST_PROXY: booleanFlag.default(false),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,}$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** Web Push (VAPID) keys, base64url; without them the embedded default generates a pair kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services may contact about our pushes: an https: URL or a mailto: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(https:|mailto:)/, 'must be an https: URL or a mailto: address')
    .optional(),
  META_APP_ID: z.string().min(1).optional(),
  META_APP_SECRET: z.string().min(1).optional(),
  META_VERIFY_TOKEN: z.string().min(1).optional(),
  /** The Graph API host, optionally with the version (the older form: https://graph.facebook.com/v21.0). */
  META_GRAPH_URL: z.url().optional(),
  /** The one Graph API version of the login dialog and every Graph call. */
  META_GRAPH_VERSION: z.string().regex(graphVersionPattern, 'must look like v21.0').optional(),
  /**
   * A Business app's Facebook Login for Business configuration ("User access token" type): the dialog sends
   * `config_id` instead of `scope`. Unset: a classic app, asked with `scope`.
   */
  META_LOGIN_CONFIG_ID: z
    .string()
    .regex(loginConfigIdPattern, 'must be the numeric id of a login configuration')
    .optional(),
  /** Another configuration for the Instagram linking; unset: the same as META_LOGIN_CONFIG_ID. */
  META_INSTAGRAM_LOGIN_CONFIG_ID: z
    .string()
    .regex(loginConfigIdPattern, 'must be the numeric id of a login configuration')
    .optional(),
  INSTAGRAM_ENABLED: booleanFlag.default(true),
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .default(defaultBusinessTimeZone)
    .refine(isTimeZone, 'must be an IANA time zone name such as Asia/Damascus'),
  /** Instagram API with Instagram Login (accounts without a Facebook Page): the Instagram app's id and secret. */
  META_INSTAGRAM_APP_ID: z.string().min(1).optional(),
  META_INSTAGRAM_APP_SECRET: z.string().min(1).optional(),
  /** graph.instagram.com, without the version (the one META_GRAPH_VERSION is used). */
  META_INSTAGRAM_GRAPH_URL: z.url().optional(),
  /** api.instagram.com, where Instagram Login's code is exchanged for a token (a live run points it elsewhere). */
  META_INSTAGRAM_API_URL: z.url().optional(),
  /** Demo mode: keep the simulator's world in DATA_DIR across restarts (off for benchmarks: Meta's bookkeeping is not ours). */
  META_SIM_PERSIST: booleanFlag.default(true),
  /**
   * Demo mode with the simulator in its own process (`npm run sim -w @app/meta-sim`) at this address instead of inside
   * this server: the benchmarks use it so that the product's CPU is measured without Meta's.
   */
  META_SIMULATOR_URL: z.url().optional(),
  /** Whether the app has Meta's human-agent feature: replies with the HUMAN_AGENT tag up to 7 days after a message. */
  META_HUMAN_AGENT: booleanFlag.optional(),
  /** Who runs this copy: named by the public privacy policy and terms (/privacy, /terms). */
  OPERATOR_NAME: z.string().trim().min(1).max(120).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  /** Where mail is sent (smtp:// or smtps://, user and password in the address): password reset links by email. */
  SMTP_URL: z
    .url()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address, like smtps://user:password@mail.example.com')
    .optional(),
  /** The sender of that mail; by default no-reply at APP_URL's host. */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  /** A publishing call Meta has not answered by then is an unknown outcome, checked on Meta before a retry. */
  PUBLISHING_META_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Instagram is moving captions from 30 hashtags to 5: raise it only while Meta still takes more. */
  INSTAGRAM_HASHTAGS_PER_CAPTION: z.coerce.number().int().min(0).max(30).default(5),
  /** The missed-comments pass leaves a comment younger than this to its webhook, which may still be on its way. */
  MISSED_COMMENTS_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** When each linked page's webhook subscription is checked (UTC cron, five fields); a live run checks sooner. */
  SUBSCRIPTION_CHECK_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4}$/, 'must be a cron expression of five fields, like 7,22,37,52 * * * *')
    .default('7,22,37,52 * * * *'),
});

export type Config = {
  publishing: { metaTimeoutMs: number; instagramHashtagsPerCaption: number };
  linking: { subscriptionCheckCron: string };
  replies: { missedCommentsGraceMs: number };
  /** The data controller the public privacy policy and terms name. */
  operator: { name: string | null; email: string | null };
  /** Outgoing mail; `smtpUrl` null: none is sent (the embedded default), resets are links an admin gives. */
  mail: { smtpUrl: string | null; from: string };
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  database: { driver: 'pglite'; dataDir: string | null } | { driver: 'postgres'; url: string };
  logLevel: string;
  webDistDir: string;
  runWorker: boolean;
  seedDemo: boolean;
  /** The first demo start seeds campaigns, the bot, posts and customers' comments and messages (features/demo). */
  seedDemoLife: boolean;
  trustProxy: boolean;
  encryptionKey: Buffer;
  /** Web Push: configured keys (else generated in the data dir) and the VAPID subject. */
  push: { publicKey: string | null; privateKey: string | null; subject: string };
  instagramEnabled: boolean;
  /** The IANA time zone of the business: quota months, report days and "this month" figures. */
  businessTimeZone: string;
  auth: {
    sessionTtlHours: number;
    rememberTtlDays: number;
    impersonationTtlMinutes: number;
    maxFailuresPerUsername: number;
    maxFailuresPerAddress: number;
    lockMinutes: number;
  };
  meta: {
    mode: 'simulator' | 'live';
    appId: string;
    appSecret: string;
    verifyToken: string;
    /** The Graph API version the dialog and every call use (Meta stops serving each one at a date). */
    graphVersion: string;
    /** The Graph API as the outside sees it (reported by /api/health). */
    graphUrl: string;
    /** Where this server sends its own Graph calls: the loopback address of its simulator in demo mode. */
    callGraphUrl: string;
    dialogUrl: string;
    /** How the login dialog asks for permissions: `scope` (classic apps) or a saved configuration (Business apps). */
    login: MetaLogin;
    /** Demo mode: where the simulator delivers webhooks (this server, over loopback). */
    webhookUrl: string | null;
    /** Demo mode: the file the simulator keeps its world in, or null to keep it in memory only. */
    simulatorStateFile: string | null;
    /**
     * Demo mode: the simulator's address as the outside sees it, the one this server calls it at, and whether it runs
     * inside this server (under /_meta) or in its own process.
     */
    simulator: { url: string; callUrl: string; embedded: boolean } | null;
    /** The inbox may answer with the HUMAN_AGENT tag up to 7 days after the customer's last message. */
    humanAgent: boolean;
    /**
     * Instagram API with Instagram Login (graph.instagram.com, accounts without a Facebook Page): null in live mode
     * without META_INSTAGRAM_APP_ID, and then the "Instagram without a Page" linking is not offered.
     */
    instagramLogin: InstagramLoginConfig | null;
    /** graph.instagram.com with the version, where this server sends an Instagram-Login account's calls. */
    callInstagramGraphUrl: string;
  };
};

export type InstagramLoginConfig = {
  appId: string;
  appSecret: string;
  /** The authorization window (www.instagram.com/oauth/authorize). */
  authorizeUrl: string;
  /** The code exchange (api.instagram.com/oauth/access_token). */
  tokenUrl: string;
};

/**
 * Facebook Login for Business takes one saved configuration per dialog, granted whole or not at all; a classic app
 * lists its permissions in `scope`.
 */
export type MetaLogin = { mode: 'scope' } | { mode: 'business'; pagesConfigId: string; instagramConfigId: string };

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Reads and checks the environment once at boot; a bad variable stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const live = Boolean(vars.META_APP_ID);
  if (live && (!vars.META_APP_SECRET || !vars.META_VERIFY_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration:\n  META_APP_SECRET and META_VERIFY_TOKEN are required when META_APP_ID is set',
    );
  }
  if (Boolean(vars.META_INSTAGRAM_APP_ID) !== Boolean(vars.META_INSTAGRAM_APP_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  META_INSTAGRAM_APP_ID and META_INSTAGRAM_APP_SECRET go together: set both or neither',
    );
  }
  if (vars.META_INSTAGRAM_LOGIN_CONFIG_ID && !vars.META_LOGIN_CONFIG_ID) {
    throw new ConfigError(
      'Invalid configuration:\n  META_INSTAGRAM_LOGIN_CONFIG_ID needs META_LOGIN_CONFIG_ID: a Business app logs in with a configuration on both dialogs',
    );
  }
  const login: MetaLogin = vars.META_LOGIN_CONFIG_ID
    ? {
        mode: 'business',
        pagesConfigId: vars.META_LOGIN_CONFIG_ID,
        instagramConfigId: vars.META_INSTAGRAM_LOGIN_CONFIG_ID ?? vars.META_LOGIN_CONFIG_ID,
      }
    : { mode: 'scope' };
  if (vars.NODE_ENV === 'production' && !vars.ENCRYPTION_KEY) {
    throw new ConfigError('Invalid configuration:\n  ENCRYPTION_KEY is required when NODE_ENV=production');
  }
  const graph = graphSetting(vars.META_GRAPH_URL, vars.META_GRAPH_VERSION);
  const dataDir = path.resolve(vars.DATA_DIR);
  const port = vars.PORT;
  const appUrl = (vars.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const listensOnLoopback = ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(vars.HOST);
  const selfUrl = listensOnLoopback ? `http://127.0.0.1:${port}` : appUrl;
  const encryptionKey = vars.ENCRYPTION_KEY ? decodeKey(vars.ENCRYPTION_KEY) : localEncryptionKey(dataDir);
  const externalSimulator = vars.META_SIMULATOR_URL?.replace(/\/$/, '') ?? null;
  const simulatorUrl = externalSimulator ?? `${appUrl}/_meta`;
  const simulatorCallUrl = externalSimulator ?? `${selfUrl}/_meta`;
  const instagramGraphHost = (vars.META_INSTAGRAM_GRAPH_URL ?? 'https://graph.instagram.com').replace(/\/$/, '');
  const config: Config = {
    env: vars.NODE_ENV,
    port,
    host: vars.HOST,
    appUrl,
    dataDir,
    database: vars.DATABASE_URL
      ? { driver: 'postgres', url: vars.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'db') },
    logLevel: vars.LOG_LEVEL,
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    runWorker: vars.RUN_WORKER,
    seedDemo: vars.SEED_DEMO ?? !live,
    seedDemoLife: (vars.SEED_DEMO ?? !live) && (vars.SEED_DEMO_LIFE ?? true),
    trustProxy: vars.TRUST_PROXY,
    encryptionKey,
    push: {
      publicKey: vars.VAPID_PUBLIC_KEY ?? null,
      privateKey: vars.VAPID_PRIVATE_KEY ?? null,
      subject: vars.VAPID_SUBJECT ?? (appUrl.startsWith('https:') ? appUrl : `mailto:push@${new URL(appUrl).hostname}`),
    },
    instagramEnabled: vars.INSTAGRAM_ENABLED,
    businessTimeZone: vars.BUSINESS_TIME_ZONE,
    publishing: {
      metaTimeoutMs: vars.PUBLISHING_META_TIMEOUT_MS,
      instagramHashtagsPerCaption: vars.INSTAGRAM_HASHTAGS_PER_CAPTION,
    },
    linking: { subscriptionCheckCron: vars.SUBSCRIPTION_CHECK_CRON },
    replies: { missedCommentsGraceMs: vars.MISSED_COMMENTS_GRACE_SECONDS * 1000 },
    operator: { name: vars.OPERATOR_NAME ?? null, email: vars.OPERATOR_EMAIL ?? null },
    mail: { smtpUrl: vars.SMTP_URL ?? null, from: vars.MAIL_FROM ?? `no-reply@${new URL(appUrl).hostname}` },
    auth: {
      sessionTtlHours: vars.SESSION_TTL_HOURS,
      rememberTtlDays: vars.REMEMBER_TTL_DAYS,
      impersonationTtlMinutes: vars.IMPERSONATION_TTL_MINUTES,
      maxFailuresPerUsername: vars.LOGIN_MAX_FAILURES_PER_USERNAME,
      maxFailuresPerAddress: vars.LOGIN_MAX_FAILURES_PER_ADDRESS,
      lockMinutes: vars.LOGIN_LOCK_MINUTES,
    },
    meta: live
      ? {
          mode: 'live',
          appId: vars.META_APP_ID!,
          appSecret: vars.META_APP_SECRET!,
          verifyToken: vars.META_VERIFY_TOKEN!,
          graphVersion: graph.version,
          graphUrl: `${graph.host}/${graph.version}`,
          callGraphUrl: `${graph.host}/${graph.version}`,
          dialogUrl: `https://www.facebook.com/${graph.version}/dialog/oauth`,
          login,
          webhookUrl: null,
          simulatorStateFile: null,
          simulator: null,
          humanAgent: vars.META_HUMAN_AGENT ?? false,
          instagramLogin: vars.META_INSTAGRAM_APP_ID
            ? {
                appId: vars.META_INSTAGRAM_APP_ID,
                appSecret: vars.META_INSTAGRAM_APP_SECRET!,
                authorizeUrl: 'https://www.instagram.com/oauth/authorize',
                tokenUrl: `${(vars.META_INSTAGRAM_API_URL ?? 'https://api.instagram.com').replace(/\/$/, '')}/oauth/access_token`,
              }
            : null,
          callInstagramGraphUrl: `${instagramGraphHost}/${graph.version}`,
        }
      : {
          mode: 'simulator',
          appId: vars.META_APP_ID ?? 'simulator-app',
          // Stable per installation, so webhooks signed before a restart still verify after it.
          appSecret:
            vars.META_APP_SECRET ??
            createHmac('sha256', encryptionKey).update('meta-simulator-app-secret').digest('hex'),
          verifyToken: vars.META_VERIFY_TOKEN ?? 'simulator-verify-token',
          graphVersion: graph.version,
          graphUrl: `${simulatorUrl}/${graph.version}`,
          callGraphUrl: `${simulatorCallUrl}/${graph.version}`,
          dialogUrl: `${simulatorUrl}/${graph.version}/dialog/oauth`,
          login,
          webhookUrl: `${selfUrl}/webhooks/meta`,
          simulatorStateFile: vars.META_SIM_PERSIST && !externalSimulator ? path.join(dataDir, 'meta-sim.json') : null,
          simulator: { url: simulatorUrl, callUrl: simulatorCallUrl, embedded: !externalSimulator },
          humanAgent: vars.META_HUMAN_AGENT ?? true,
          instagramLogin: {
            appId: vars.META_INSTAGRAM_APP_ID ?? 'simulator-instagram-app',
            // Derived like the Facebook app's secret: stable per installation.
            appSecret:
              vars.META_INSTAGRAM_APP_SECRET ??
              createHmac('sha256', encryptionKey).update('meta-simulator-instagram-app-secret').digest('hex'),
            authorizeUrl: `${simulatorUrl}/instagram/oauth/authorize`,
            tokenUrl: `${simulatorCallUrl}/instagram/oauth/access_token`,
          },
          callInstagramGraphUrl: `${simulatorCallUrl}/instagram-graph/${graph.version}`,
        },
    ...overrides,
  };
  return config;
}

/** The Graph host and version: META_GRAPH_VERSION, else the version META_GRAPH_URL ends with, else v21.0. */
function graphSetting(url: string | undefined, version: string | undefined) {
  const trimmed = (url ?? 'https://graph.facebook.com').replace(/\/$/, '');
  const inUrl = trimmed.match(/\/(v\d+\.\d+)$/)?.[1];
  if (inUrl && version && inUrl !== version) {
    throw new ConfigError(
      `Invalid configuration:\n  META_GRAPH_URL ends with ${inUrl} but META_GRAPH_VERSION is ${version}: drop the version from META_GRAPH_URL`,
    );
  }
  return {
    host: inUrl ? trimmed.slice(0, -inUrl.length - 1) : trimmed,
    version: version ?? inUrl ?? defaultGraphVersion,
  };
}

function decodeKey(value: string): Buffer {
  const key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  if (key.length !== 32)
    throw new ConfigError('Invalid configuration:\n  ENCRYPTION_KEY: must decode to exactly 32 bytes');
  return key;
}

/** The embedded default keeps a generated key beside its data so page tokens stay readable across restarts. */
function localEncryptionKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'encryption.key');
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
