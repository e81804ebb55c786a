import type { DataOf, EndpointDef, ExportEndpoints, importEndpoint } from '@spm/contracts';
import type { Language, PermissionCode } from '@spm/domain';
import type { z } from 'zod';
import type { Principal, RouteAccess } from '../access/principal';
import type { App, AppContext } from '../context';
import type { Tx } from '../db/client';
import { exportRoutes, importRoute } from '../excel/excel.routes';
import type { ExportDef } from '../excel/excel.service';
import type { ImportDef } from '../excel/importer';
import type { ColumnDef } from '../excel/sheet';
import { requestLanguage } from '../i18n/language';
import {
  type BatchRun,
  batchCommand,
  type CommandOptions,
  type CommandRun,
  command,
  type DownloadSend,
  download,
  type EndpointOptions,
  type ReadHandler,
  read,
} from './endpoint';

/**
 * Who may call a route: a permission code (`perm('dealerClaim', 'add')`), `'authenticated'` (every
 * signed-in user), `'public'` (no token), or the `RouteAccess` the access plugin reads.
 */
export type Access = PermissionCode | 'authenticated' | 'public' | RouteAccess;

/**
 * A route's access alone, or with its options: `{ access, message?, route? }`, and on commands
 * `idempotent?`.
 */
export type RouteSpec<O extends EndpointOptions = EndpointOptions> =
  | Access
  | (Omit<O, 'access'> & { access: Access });

/** A command's spec that honours `Idempotency-Key`: `r.command(endpoint, idempotent(access), run)`. */
export const idempotent = (access: Access) => ({ access, idempotent: true }) as const;

/** The body of a workflow step: the document's version and the approver's opinion. */
export interface StepBody {
  version: number;
  opinion?: string;
}

/** A workflow step on the document `id` (see `step` of `routesOf`). */
export type StepRun = (tx: Tx, principal: Principal, id: number, body: StepBody) => Promise<unknown>;

/** The `RouteAccess` of an `Access`. */
export function routeAccess(access: Access): RouteAccess {
  if (access === 'public') return { public: true };
  return typeof access === 'string' ? { permission: access } : access;
}

/** The route options of a spec, `defaults` first (a spec's own options win). */
export function routeOptions<O extends EndpointOptions>(
  spec: RouteSpec<O>,
  defaults: Omit<O, 'access'> = {} as Omit<O, 'access'>,
): O {
  if (typeof spec === 'object' && 'access' in spec) {
    return { ...defaults, ...spec, access: routeAccess(spec.access) } as O;
  }
  return { ...defaults, access: routeAccess(spec) } as O;
}

/** The message a command answers unless its spec names another: `deleted` for a DELETE, else `saved`. */
const commandMessage = (endpoint: EndpointDef) =>
  ({ message: endpoint.method === 'DELETE' ? 'deleted' : 'saved' }) as const;

/**
 * The route registrations of a module, bound to its app and context (ARCHITECTURE §3 "thin routes"):
 * each takes the endpoint's declaration, its access (`RouteSpec`) and the work, and registers it
 * through `read`, `command`, `batchCommand` or `download` of `endpoint.ts`, or `exportRoutes` /
 * `importRoute` of the Excel platform. Commands answer the message `deleted` (DELETE) or `saved`,
 * batches `saved`, reads `ok`, unless the spec names another. Example:
 * `r.command(claimEndpoints.submit, idempotent(perm('dealerClaim', 'submit')), run)`.
 */
export function routesOf(app: App, ctx: AppContext) {
  const saved = { message: 'saved' } as const;
  return {
    /** A read, or an upload that hands off to a job (`read`). */
    read<E extends EndpointDef>(endpoint: E, spec: RouteSpec, handler: ReadHandler<E>): void {
      read(app, endpoint, routeOptions(spec), handler);
    },
    /** A state change on the command pipeline (`command`); `idempotent` honours `Idempotency-Key`. */
    command<E extends EndpointDef>(endpoint: E, spec: RouteSpec<CommandOptions>, run: CommandRun<E>): void {
      command(app, ctx.db, endpoint, routeOptions(spec, commandMessage(endpoint)), run);
    },
    /**
     * A workflow step on the document `params.id` (a command): `run` takes the step with the body
     * `{ version, opinion? }`, then the route answers `answer`, the document as the step left it, in
     * the caller's language.
     */
    step<E extends EndpointDef>(
      endpoint: E,
      spec: RouteSpec<CommandOptions>,
      run: StepRun,
      answer: (tx: Tx, principal: Principal, id: number, language: Language) => Promise<DataOf<E>>,
    ): void {
      const options = routeOptions(spec, commandMessage(endpoint));
      command(app, ctx.db, endpoint, options, async (tx, principal, input, { request }) => {
        const { params, body } = input as unknown as { params: { id: number }; body: StepBody };
        await run(tx, principal, params.id, body);
        return answer(tx, principal, params.id, requestLanguage(request));
      });
    },
    /** A batch of independent commands, each item in a transaction of its own (`batchCommand`). */
    batch<E extends EndpointDef>(endpoint: E, spec: RouteSpec, run: BatchRun<E>): void {
      batchCommand(app, ctx.db, endpoint, routeOptions(spec, saved), run);
    },
    /** A file answer (`download`). */
    download<E extends EndpointDef>(endpoint: E, spec: RouteSpec, send: DownloadSend<E>): void {
      download(app, endpoint, routeOptions(spec), send);
    },
    /** The file and job routes of an export (`exportRoutes`); access is the exporter's permission. */
    export<Q extends z.ZodType<Record<string, unknown>>>(
      endpoints: ExportEndpoints<Q>,
      exporter: ExportDef<z.output<Q>>,
    ): void {
      exportRoutes(app, ctx, { endpoints, exporter });
    },
    /** An Excel import (`importRoute`); access is the permission of the sheet's page button. */
    import<C extends readonly ColumnDef[]>(
      endpoint: ReturnType<typeof importEndpoint>,
      importer: ImportDef<C>,
    ): void {
      importRoute(app, ctx, { endpoint, importer });
    },
  };
}
