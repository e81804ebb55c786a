import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { LoginService } from '../auth/login.service';
import type { App } from '../context';
import type { Database } from '../db/client';
import type { OpsRoute } from './backup-ops';
import { registerDatabaseMetrics } from './db-metrics';

/** Seconds; from a fast cached read to a long synchronous import or export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Route prefixes whose patterns are labels as they are; every other route (web files) is `web`. */
const API_ROUTE = /^\/(api|connect|dealersApi|health|static)(\/|$)/;

/**
 * The route label of a request: the route pattern (`/api/v1/orders/:id`, never the concrete path, so
 * the label set stays bounded), `web` for the web app's files, `unmatched` for 404s and the web app's
 * deep links served by the not-found handler.
 */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (!url) return 'unmatched';
  return API_ROUTE.test(url) ? url : 'web';
}

/** The Prometheus metrics of one server process (docs/operations.md "Metrics"). */
export interface Metrics {
  registry: Registry;
  /** Times every request of `app` (call before the routes are registered). */
  instrument(app: App): void;
  /** The login service with its refusals counted by error code. */
  instrumentLogin(login: LoginService): LoginService;
  /** Counts a sign-in lock that began (the failure that reached the limit). */
  loginLockout(): void;
  /** Starts the metrics listener on its own port; answers the port it listens on. */
  listen(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Metrics on their own listener (`METRICS_PORT` on `METRICS_HOST`, never on the API port): default
 * process metrics (memory, CPU, event-loop lag, GC), `spm_http_request_duration_seconds` by method,
 * route pattern and status, sign-in refusals and lockouts, and the database metrics of
 * `registerDatabaseMetrics` (pool, query timing, counts read at scrape). `GET /metrics` answers the
 * Prometheus text format; `routes` adds the other operator routes of this listener (`POST /backup`
 * on the embedded engine); any other path 404.
 */
export function createMetrics(opts: {
  database: Database;
  log: FastifyBaseLogger;
  port: number;
  host: string;
  routes?: OpsRoute[];
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'spm_http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const loginRefusals = new Counter({
    name: 'spm_login_failures_total',
    help: 'Refused sign-ins by error code (INVALID_CREDENTIALS, SIGN_IN_LOCKED, CAPTCHA_INVALID, ...)',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'spm_login_lockouts_total',
    help: 'Sign-in locks that began: a user name reached LOGIN_MAX_FAILED_ATTEMPTS',
    registers: [registry],
  });
  registerDatabaseMetrics(registry, opts.database, opts.log);

  const server = http.createServer((req, res) => {
    const route = opts.routes?.find(
      (r) => r.method === req.method && r.path === (req.url ?? '').split('?')[0],
    );
    if (route) {
      void route.handle(req, res);
      return;
    }
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        opts.log.warn({ err: error }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });

  return {
    registry,
    instrument(app) {
      app.addHook('onResponse', async (request, reply) => {
        requestDuration.observe(
          { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      });
    },
    instrumentLogin(login) {
      return {
        async login(input, language) {
          const result = await login.login(input, language);
          if (!result.ok) loginRefusals.inc({ code: result.body.code });
          return result;
        },
      };
    },
    loginLockout: () => lockouts.inc(),
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
