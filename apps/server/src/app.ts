import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { modules } from './modules';
import { accessPlugin, authenticate } from './platform/access/access.plugin';
import { createAccountService } from './platform/auth/account.service';
import { authRoutes } from './platform/auth/auth.routes';
import { createCaptchaService } from './platform/auth/captcha';
import { createLoginService } from './platform/auth/login.service';
import { createTokenService } from './platform/auth/tokens';
import { clientErrorRoutes } from './platform/client-errors/client-errors.routes';
import type { App, AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { AppError, handleError } from './platform/errors';
import { templateRoutes } from './platform/excel/excel.routes';
import { createExcelService } from './platform/excel/excel.service';
import { responseSerializer } from './platform/http/serializer';
import { createJobService } from './platform/jobs/job.service';
import { jobsRoutes } from './platform/jobs/jobs.routes';
import { backupOpsRoutes } from './platform/ops/backup';
import { createMetrics } from './platform/ops/metrics';
import { createReadiness } from './platform/ops/readiness';
import { createOutbox } from './platform/outbox';
import { resolveJwtSecret } from './platform/settings';
import { VERSION_INFO } from './version';

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Refuse answers their response schema would change (the test tiers set it). */
  strictResponses?: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** True for the web build's content-hashed files (`/assets/<name>-<hash>.<ext>`, and their .br/.gz). */
const isHashedAsset = (filePath: string) =>
  /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/.test(filePath);

function findWebDist(config: Config): string | undefined {
  if (config.webDist) return config.webDist;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** True when a parsed request part holds a string (value or key) with a NUL character, at any depth. */
function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Builds the Fastify app: plugins, the error handler, the platform routes and every module's routes. */
export async function buildApp(opts: BuildOptions): Promise<{ app: App; ctx: AppContext }> {
  const { config, database } = opts;
  const now = opts.now ?? (() => new Date());
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["x-authorization"]'],
    },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  // metrics only when a metrics port is set: their own listener, started and stopped with the server;
  // on the embedded engine it also takes backups (`POST /backup`, docs/operations.md "Backup")
  const metrics = config.metrics.port
    ? createMetrics({
        database,
        log: app.log,
        port: config.metrics.port,
        host: config.metrics.host,
        routes: backupOpsRoutes(database, config.dataDir, app.log),
      })
    : undefined;
  if (metrics) {
    metrics.instrument(app);
    app.addHook('onListen', async () => {
      await metrics.listen();
    });
    app.addHook('onClose', () => metrics.close());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(opts.strictResponses ?? false));
  app.setErrorHandler((error: FastifyError | AppError, request, reply) =>
    handleError(error, request, reply, { uploadMaxBytes: config.uploadMaxBytes }),
  );
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = /^\/(api|connect|dealersApi|health|static\/version\.json)(\/|$)/.test(url);
    if (!isApi && request.method === 'GET' && webDist) return reply.type('text/html').sendFile('index.html');
    return handleError(new AppError('ROUTE_NOT_FOUND'), request, reply);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // PostgreSQL text cannot hold U+0000: refuse it before any handler, instead of failing in a query
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError('BAD_REQUEST');
    }
  });

  const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret);
  const tokens = createTokenService(jwtSecret, config.accessTokenTtlSeconds, now);
  const captcha = createCaptchaService(database.db, now);
  const jobs = createJobService({ database, now, log: app.log });
  // A listening server works the job queue (and fails jobs of a dead process); injected test apps start it on first use.
  app.addHook('onListen', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const outbox = createOutbox({ db: database.db, now, log: app.log, ...config.outbox });
  // A listening server sends due interface messages; injected test apps call `outbox.sender.drain()`.
  app.addHook('onListen', async () => {
    outbox.sender.start();
  });
  app.addHook('onClose', async () => {
    await outbox.sender.stop();
  });
  const login = createLoginService({
    db: database.db,
    tokens,
    captcha,
    policy: config.passwordPolicy,
    now,
    onLockout: metrics?.loginLockout,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now,
    tokens,
    captcha,
    login: metrics ? metrics.instrumentLogin(login) : login,
    account: createAccountService({
      db: database.db,
      tokens,
      policy: config.passwordPolicy,
      now,
      businessTz: config.businessTz,
      poppDealerTypes: config.poppDealerTypes,
    }),
    jobs,
    excel: createExcelService({
      db: database.db,
      singleConnection: database.kind === 'pglite',
      config,
      now,
      jobs,
      log: app.log,
    }),
    outbox,
    attachmentOwners: new Map(),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // Served over plain HTTP on a LAN too: upgrading would break every asset there.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    exposedHeaders: ['x-authorization', 'content-disposition', 'x-request-id'],
  });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'spm API', version: VERSION_INFO.version, description: 'Service parts management' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // behind sign-in unless API_DOCS_PUBLIC=true: the document maps every route an attacker could try
    ...(config.apiDocsPublic
      ? {}
      : {
          uiHooks: {
            onRequest: async (request: FastifyRequest) => {
              await authenticate(request, database.db, tokens);
            },
          },
        }),
  });
  await app.register(accessPlugin, { db: database.db, tokens, now });

  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  const readiness = createReadiness({ database, log: app.log });
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const { ready, body } = await readiness();
    return reply.status(ready ? 200 : 503).send(body);
  });
  app.get('/static/version.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return VERSION_INFO;
  });

  await app.register(async (scope) => {
    const typed = scope as unknown as App;
    await authRoutes(typed, ctx);
    await jobsRoutes(typed, ctx);
    await clientErrorRoutes(typed, ctx);
    await templateRoutes(typed, ctx);
    for (const register of modules) await register(typed, ctx);
  });

  const webDist = findWebDist(config);
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // the web build writes .br/.gz copies of its text assets (apps/web/scripts/precompress.mjs)
      preCompressed: true,
      // file names under /assets/ carry a content hash: they never change; the page itself always revalidates
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  return { app, ctx };
}
