import path from 'node:path';
import { DEALER_TYPES, DEFAULT_BUSINESS_TZ, DEFAULT_PASSWORD_POLICY } from '@spm/domain';
import { z } from 'zod';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './platform/db/client';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

/**
 * Every setting of the server, read from the environment with its default (README "Configuration").
 * Invalid values stop the server at start with a message naming the setting.
 */
const schema = z.object({
  PORT: int(8080, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_SHARED_BUFFERS_MB: int(DEFAULT_PGLITE_SHARED_BUFFERS_MB, 1, 4096),
  DEMO_DATA: bool.default(true),
  API_DOCS_PUBLIC: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUSINESS_TZ: z.string().default(DEFAULT_BUSINESS_TZ),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(7200, 60, 86_400 * 7),
  PASSWORD_MIN_LENGTH: int(DEFAULT_PASSWORD_POLICY.minLength, 4, 128),
  PASSWORD_MAX_LENGTH: int(DEFAULT_PASSWORD_POLICY.maxLength, 8, 128),
  PASSWORD_MIN_CLASSES: int(DEFAULT_PASSWORD_POLICY.minClasses, 1, 4),
  PASSWORD_HISTORY: int(DEFAULT_PASSWORD_POLICY.history, 0, 24),
  PASSWORD_MAX_AGE_DAYS: int(DEFAULT_PASSWORD_POLICY.maxAgeDays, 0, 3650),
  PASSWORD_WARN_DAYS: int(DEFAULT_PASSWORD_POLICY.warnDays, 0, 365),
  LOGIN_MAX_FAILED_ATTEMPTS: int(DEFAULT_PASSWORD_POLICY.maxFailedAttempts, 1, 100),
  LOGIN_CAPTCHA_AFTER_FAILURES: int(DEFAULT_PASSWORD_POLICY.captchaAfterFailures, 0, 100),
  LOGIN_LOCK_SECONDS: int(DEFAULT_PASSWORD_POLICY.lockSeconds, 1, 86_400),
  LOGIN_LOCK_MAX_SECONDS: int(DEFAULT_PASSWORD_POLICY.lockMaxSeconds, 1, 30 * 86_400),
  LOGIN_RATE_LIMIT_PER_MINUTE: int(20, 1, 100_000),
  CLIENT_ERROR_RATE_LIMIT_PER_MINUTE: int(20, 1, 100_000),
  UPLOAD_MAX_BYTES: int(10 * 1024 * 1024, 1024, 200 * 1024 * 1024),
  EXCEL_MAX_BYTES: int(20 * 1024 * 1024, 1024, 200 * 1024 * 1024),
  EXCEL_MAX_ROWS: int(100_000, 1, 1_000_000),
  EXCEL_MAX_UNPACKED_BYTES: int(200 * 1024 * 1024, 64 * 1024, 2 * 1024 * 1024 * 1024),
  EXCEL_MAX_COMPRESSION_RATIO: int(200, 10, 10_000),
  EXCEL_SYNC_MAX_BYTES: int(512 * 1024, 0, 200 * 1024 * 1024),
  EXCEL_IMPORTS_RUNNING_PER_USER: int(1, 1, 10),
  EXCEL_IMPORTS_QUEUED_PER_USER: int(2, 0, 100),
  CORS_ORIGINS: z.string().default(''),
  POPP_DEALER_TYPES: z
    .string()
    .default('JointVentureA')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(DEALER_TYPES))),
  WEB_DIST: z.string().optional(),
  OUTBOX_POLL_MS: int(2000, 50, 600_000),
  OUTBOX_RETRY_BASE_MS: int(30_000, 1, 3_600_000),
  OUTBOX_CLAIM_SLACK_MS: int(30_000, 1000, 600_000),
  RFQ_DELETE_MAX_COUNT: int(20, 1, 500),
  RFQ_STOP_MAX_COUNT: int(20, 1, 500),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  MIGRATE_ON_START: bool.default(true),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded engine's buffer cache in MB (unused with `databaseUrl`). */
  pgliteSharedBuffersMb: number;
  demoData: boolean;
  /** `/api/docs` readable without signing in (default: a valid token is needed). */
  apiDocsPublic: boolean;
  logLevel: Env['LOG_LEVEL'];
  businessTz: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  passwordPolicy: typeof DEFAULT_PASSWORD_POLICY;
  loginRateLimitPerMinute: number;
  /** Browser error reports a user may send per minute (docs/operations.md "Browser errors"). */
  clientErrorRateLimitPerMinute: number;
  uploadMaxBytes: number;
  /** Excel import limits (docs/decisions/excel-import-export.md); files above `syncMaxBytes` run as a job. */
  excel: {
    maxBytes: number;
    maxRows: number;
    maxUnpackedBytes: number;
    maxCompressionRatio: number;
    syncMaxBytes: number;
    /** Background imports of one user that run at once; more wait in the queue. */
    importsRunningPerUser: number;
    /** Background imports of one user that may wait beyond the running ones (then 429 EXCEL_IMPORTS_BUSY). */
    importsQueuedPerUser: number;
  };
  corsOrigins: string[];
  /** Dealer types whose dealers take part in POPP (spec §2 POPP group, §6); others get 404 on POPP routes. */
  poppDealerTypes: string[];
  webDist: string | undefined;
  /**
   * Interface transfers: how often the sender looks for due messages, the first retry delay (doubling),
   * and how long a claim outlasts the endpoint's timeout before another server may send the message.
   */
  outbox: { pollMs: number; retryBaseMs: number; claimSlackMs: number };
  /** SRM delete and stop count limits (spec §9): most RFQs one delete or stop request takes (docs/decisions/sourcing.md). */
  sourcing: { rfqDeleteMax: number; rfqStopMax: number };
  /** Prometheus metrics listener (docs/operations.md "Metrics"); off when `port` is undefined. */
  metrics: { port: number | undefined; host: string };
  /** Apply pending migrations at start (else the operator runs `npm run migrate` first). */
  migrateOnStart: boolean;
}

/** Reads and validates the configuration; throws an Error listing every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    demoData: e.DEMO_DATA,
    apiDocsPublic: e.API_DOCS_PUBLIC,
    logLevel: e.LOG_LEVEL,
    businessTz: e.BUSINESS_TZ,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    passwordPolicy: {
      minLength: e.PASSWORD_MIN_LENGTH,
      maxLength: e.PASSWORD_MAX_LENGTH,
      minClasses: e.PASSWORD_MIN_CLASSES,
      history: e.PASSWORD_HISTORY,
      maxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
      warnDays: e.PASSWORD_WARN_DAYS,
      maxFailedAttempts: e.LOGIN_MAX_FAILED_ATTEMPTS,
      captchaAfterFailures: e.LOGIN_CAPTCHA_AFTER_FAILURES,
      lockSeconds: e.LOGIN_LOCK_SECONDS,
      lockMaxSeconds: Math.max(e.LOGIN_LOCK_SECONDS, e.LOGIN_LOCK_MAX_SECONDS),
    },
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    clientErrorRateLimitPerMinute: e.CLIENT_ERROR_RATE_LIMIT_PER_MINUTE,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    excel: {
      maxBytes: e.EXCEL_MAX_BYTES,
      maxRows: e.EXCEL_MAX_ROWS,
      maxUnpackedBytes: e.EXCEL_MAX_UNPACKED_BYTES,
      maxCompressionRatio: e.EXCEL_MAX_COMPRESSION_RATIO,
      syncMaxBytes: e.EXCEL_SYNC_MAX_BYTES,
      importsRunningPerUser: e.EXCEL_IMPORTS_RUNNING_PER_USER,
      importsQueuedPerUser: e.EXCEL_IMPORTS_QUEUED_PER_USER,
    },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    poppDealerTypes: e.POPP_DEALER_TYPES,
    webDist: e.WEB_DIST,
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
      claimSlackMs: e.OUTBOX_CLAIM_SLACK_MS,
    },
    sourcing: { rfqDeleteMax: e.RFQ_DELETE_MAX_COUNT, rfqStopMax: e.RFQ_STOP_MAX_COUNT },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
    migrateOnStart: e.MIGRATE_ON_START,
  };
}
