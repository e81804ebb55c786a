import {
  partCodeParam,
  partCreateRequest,
  partListQuery,
  partStatusRequest,
  partUpdateRequest,
} from '@spm/contracts';
import { perm } from '@spm/domain';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import { requestLanguage } from '../../platform/i18n/language';
import { searchParts } from './parts.search';
import {
  actorOf,
  changePartStatus,
  createPart,
  getPart,
  type PartStockQuery,
  partStatusHistoryOf,
  updatePart,
} from './parts.service';
import { partSettingsRoutes } from './parts-settings.routes';

const tags = ['parts'];

/** What the parts module is given where the app is composed. */
export interface PartsDeps {
  /** Stock per visible warehouse of a part, shown on the part detail (the stock module's summary). */
  partStock: PartStockQuery;
}

/** Parts master routes (spec §2 parts master query and input, §4 part status). */
export const partsRoutes =
  (deps: PartsDeps): ModuleRoutes =>
  (app, ctx) =>
    registerPartsRoutes(app, ctx, deps);

async function registerPartsRoutes(app: App, ctx: AppContext, deps: PartsDeps) {
  /**
   * `GET /api/v1/parts`: `keyword` (part code prefix, zh/en name contains, pinyin initials), `status`,
   * `wording`, `baseNumber`, `category`, `supplierCode`, `partType`, `flag`, paging, sort
   * (partCode, nameZh, nameEn, status, price, updatedAt) → `{ items, total, page, pageSize }`.
   */
  app.get(
    '/api/v1/parts',
    {
      // API.md: every signed-in user may read the parts master (dealers order from it).
      config: { access: { permission: 'authenticated' } },
      schema: { summary: 'Search the parts master', tags, querystring: partListQuery },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return ok(request, await searchParts(ctx.db, filters, { page, pageSize }));
    },
  );

  /** `GET /api/v1/parts/{partCode}`: every master field, supersession chain, predecessors, stock per warehouse. */
  app.get(
    '/api/v1/parts/:partCode',
    {
      config: { access: { permission: 'authenticated' } },
      schema: { summary: 'One part with all master fields', tags, params: partCodeParam },
    },
    async (request) =>
      ok(
        request,
        await getPart(
          ctx.db,
          principalOf(request),
          request.params.partCode,
          requestLanguage(request),
          deps.partStock,
        ),
      ),
  );

  /** `GET /api/v1/parts/{partCode}/status-history`: status changes, newest first. */
  app.get(
    '/api/v1/parts/:partCode/status-history',
    {
      config: { access: { permission: perm('partsMaster', 'view') } },
      schema: { summary: 'Status history of a part', tags, params: partCodeParam },
    },
    async (request) => ok(request, await partStatusHistoryOf(ctx.db, request.params.partCode)),
  );

  /** `POST /api/v1/parts`: a new part (all tabs); honours Idempotency-Key. */
  app.post(
    '/api/v1/parts',
    {
      config: { access: { permission: perm('partsMaster', 'add') } },
      schema: { summary: 'Add a part', tags, body: partCreateRequest },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, await createPart(tx, actorOf(principal), request.body), 'saved'),
      }));
    },
  );

  /** `PUT /api/v1/parts/{partCode}`: every editable field plus `version`. */
  app.put(
    '/api/v1/parts/:partCode',
    {
      config: { access: { permission: perm('partsMaster', 'edit') } },
      schema: { summary: 'Edit a part', tags, params: partCodeParam, body: partUpdateRequest },
    },
    async (request) =>
      ok(
        request,
        await updatePart(ctx.db, actorOf(principalOf(request)), request.params.partCode, request.body),
        'saved',
      ),
  );

  /** `POST /api/v1/parts/{partCode}/status`: `{ status, newPartCode?, version }` (spec §4); honours Idempotency-Key. */
  app.post(
    '/api/v1/parts/:partCode/status',
    {
      config: { access: { permission: perm('partsMaster', 'statusChange') } },
      schema: {
        summary: 'Change the status of a part',
        tags,
        params: partCodeParam,
        body: partStatusRequest,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(
          request,
          await changePartStatus(tx, actorOf(principal), request.params.partCode, request.body),
          'saved',
        ),
      }));
    },
  );

  await partSettingsRoutes(app, ctx);
}
