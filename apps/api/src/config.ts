import path from 'node:path';
import { z } from 'zod';

// "max/windowSeconds", e.g. 5/900 for five per fifteen minutes.
const rateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, 'must look like max/windowSeconds, e.g. 5/900')
  .transform((v): RateLimitRule => {
    const [max, windowSeconds] = v.split('/').map(Number) as [number, number];
    return { max, windowSeconds };
  });

// An empty variable (DATABASE_URL=) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: optional(z.string()),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATABASE_READ_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATABASE_SESSION_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional(z.string()),
  SEED: z.enum(['auto', 'off']).default('auto'),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(7),
  SESSION_REFRESH_HOURS: z.coerce.number().positive().default(24),
  RATE_LIMIT_SIGN_IN_IP: rateLimit.prefault('20/900'),
  RATE_LIMIT_SIGN_IN_PAIR: rateLimit.prefault('5/900'),
  RATE_LIMIT_SIGN_IN_ACCOUNT: rateLimit.prefault('100/3600'),
  RATE_LIMIT_SIGN_UP_IP: rateLimit.prefault('10/3600'),
  RATE_LIMIT_NEWSLETTER_IP: rateLimit.prefault('10/3600'),
  RATE_LIMIT_PARTNER_APPLICATION_IP: rateLimit.prefault('5/3600'),
  RATE_LIMIT_ACCOUNT_MAIL_IP: rateLimit.prefault('10/3600'),
  RATE_LIMIT_ACCOUNT_MAIL_ACCOUNT: rateLimit.prefault('3/3600'),
  RATE_LIMIT_CALENDAR_FETCH_ACCOUNT: rateLimit.prefault('30/3600'),
  RATE_LIMIT_MESSAGES_ACCOUNT: rateLimit.prefault('60/3600'),
  RATE_LIMIT_MESSAGE_REPORTS_ACCOUNT: rateLimit.prefault('20/3600'),
  PAYMENT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /**
   * Test settings of the simulated provider, never for a site people use: a directory where it records its
   * charges by idempotency key for every process (so one asked again after a crash answers with its first
   * result), and how long a kept card's charge then takes to answer (a process killed mid-charge).
   */
  PAYMENT_SIM_LEDGER_DIR: z.string().optional(),
  PAYMENT_SIM_SAVED_CARD_STALL_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z.string().min(3).default('Restora <hello@restora.local>'),
  /** How often each process's job runner looks for due work (docs/decisions/background-jobs.md). */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).optional(),
  /** The older name of JOB_POLL_MS, from when only mail ran in the background. */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(1000),
  MAIL_SENDER: z.enum(['on', 'off']).default('on'),
  /**
   * Lets an administrator run the retreat schedule at a chosen moment (browser tests move days forward,
   * docs/decisions/retreats.md) and make waiting message digests due now (docs/decisions/conversations.md,
   * "Digests"). A test setting, like a fixture server's allow-list: never set it for a
   * site people use.
   */
  CLOCK_CONTROL: z.enum(['on', 'off']).default('off'),
  /** How often every imported calendar is fetched again (docs/decisions/calendar-sync.md). */
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Hosts a calendar feed may be fetched from although they are not public: tests only, never production. */
  CALENDAR_FETCH_ALLOW_HOSTS: z.string().default(''),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

export type RateLimitRule = { max: number; windowSeconds: number };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded photos' files (docs/decisions/photos.md): DATA_DIR/uploads unless UPLOADS_DIR is set. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** A hot standby of DATABASE_URL for catalogue reads (docs/decisions/read-replica.md); unused on PGlite. */
  databaseReadUrl: string | undefined;
  /** The primary for work that holds a session (LISTEN, the migration lock); DATABASE_URL when unset. */
  databaseSessionUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  seed: boolean;
  publicUrl: string | undefined;
  authSecret: string | undefined;
  trustProxy: boolean;
  paymentDelayMs: number;
  /** Test settings of the simulated provider (PAYMENT_SIM_LEDGER_DIR, PAYMENT_SIM_SAVED_CARD_STALL_MS). */
  paymentSimulation: { ledgerDir?: string; savedCardStallMs: number };
  /** An administrator may move the retreat schedule and the message digests on (browser tests only). */
  clockControl: boolean;
  /** Without smtpUrl, mail is written to DATA_DIR/mail as .eml files (docs/decisions/email.md). */
  mail: { smtpUrl: string | undefined; from: string; sender: boolean };
  jobs: { pollMs: number };
  /** Imported calendars: the period of the sync, and hosts let through the address checks (tests). */
  calendarSync: { everyMinutes: number; allowHosts: string[] };
  session: { ttlSeconds: number; refreshSeconds: number };
  rateLimits: RateLimits;
  /** API processes sharing the port (docs/decisions/many-processes.md); more than 1 needs PostgreSQL. */
  processes: number;
};

export type RateLimits = {
  signInIp: RateLimitRule;
  /**
   * Failed sign-ins to one account from one address before that address waits, and the longest wait
   * (docs/decisions/sessions-and-sign-in.md); also a signed-in person's wrong passwords (confirm-password).
   */
  signInPair: RateLimitRule;
  /** Failed sign-ins to one account from every address: past it only known devices may try. */
  signInAccount: RateLimitRule;
  signUpIp: RateLimitRule;
  newsletterIp: RateLimitRule;
  partnerApplicationIp: RateLimitRule;
  /** Reset, confirmation and change-of-address links asked for, per client address and per account. */
  accountMailIp: RateLimitRule;
  accountMailAccount: RateLimitRule;
  /**
   * Calendars a partner's own clicks fetch (adding one, "Sync now"), per account: each is a fetch of a
   * URL they typed (docs/decisions/calendar-sync.md, "Safety").
   */
  calendarFetchAccount: RateLimitRule;
  /** Conversation messages one account sends, guest or partner (docs/decisions/conversations.md, "Limits"). */
  messagesAccount: RateLimitRule;
  /** Reports of conversation messages one account makes (docs/decisions/conversations.md, "Moderation"). */
  messageReportsAccount: RateLimitRule;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReadUrl: e.DATABASE_READ_URL || undefined,
    databaseSessionUrl: e.DATABASE_SESSION_URL || undefined,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    seed: e.SEED === 'auto',
    publicUrl: e.PUBLIC_URL,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    paymentDelayMs: e.PAYMENT_DELAY_MS,
    paymentSimulation: {
      ledgerDir: e.PAYMENT_SIM_LEDGER_DIR ? path.resolve(e.PAYMENT_SIM_LEDGER_DIR) : undefined,
      savedCardStallMs: e.PAYMENT_SIM_SAVED_CARD_STALL_MS,
    },
    clockControl: e.CLOCK_CONTROL === 'on',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, sender: e.MAIL_SENDER === 'on' },
    jobs: { pollMs: e.JOB_POLL_MS ?? e.MAIL_POLL_MS },
    calendarSync: {
      everyMinutes: e.CALENDAR_SYNC_MINUTES,
      allowHosts: e.CALENDAR_FETCH_ALLOW_HOSTS.split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    },
    session: {
      ttlSeconds: Math.round(e.SESSION_TTL_DAYS * 86_400),
      refreshSeconds: Math.round(e.SESSION_REFRESH_HOURS * 3_600),
    },
    rateLimits: {
      signInIp: e.RATE_LIMIT_SIGN_IN_IP,
      signInPair: e.RATE_LIMIT_SIGN_IN_PAIR,
      signInAccount: e.RATE_LIMIT_SIGN_IN_ACCOUNT,
      signUpIp: e.RATE_LIMIT_SIGN_UP_IP,
      newsletterIp: e.RATE_LIMIT_NEWSLETTER_IP,
      partnerApplicationIp: e.RATE_LIMIT_PARTNER_APPLICATION_IP,
      accountMailIp: e.RATE_LIMIT_ACCOUNT_MAIL_IP,
      accountMailAccount: e.RATE_LIMIT_ACCOUNT_MAIL_ACCOUNT,
      calendarFetchAccount: e.RATE_LIMIT_CALENDAR_FETCH_ACCOUNT,
      messagesAccount: e.RATE_LIMIT_MESSAGES_ACCOUNT,
      messageReportsAccount: e.RATE_LIMIT_MESSAGE_REPORTS_ACCOUNT,
    },
    processes: e.WEB_CONCURRENCY,
  };
}
