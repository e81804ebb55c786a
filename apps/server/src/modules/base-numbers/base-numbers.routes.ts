import {
  baseNumberCreateRequest,
  baseNumberListQuery,
  baseNumberParam,
  baseNumberUpdateRequest,
  versionQuery,
} from '@spm/contracts';
import { perm } from '@spm/domain';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import {
  createBaseNumber,
  deleteBaseNumber,
  getBaseNumber,
  listBaseNumbers,
  updateBaseNumber,
} from './base-numbers.service';

const tags = ['base numbers'];

/** Service-part base number maintenance (spec §2). */
export async function baseNumberRoutes(app: App, ctx: AppContext) {
  /** `GET /api/v1/base-numbers`: `keyword`, paging → `{ items: [{ baseNumber, nameZh, nameEn, remark, partCount, version }] }`. */
  app.get(
    '/api/v1/base-numbers',
    {
      config: { access: { permission: perm('baseNumber', 'search') } },
      schema: { summary: 'Base numbers', tags, querystring: baseNumberListQuery },
    },
    async (request) => ok(request, await listBaseNumbers(ctx.db, request.query)),
  );

  /** `GET /api/v1/base-numbers/{baseNumber}`. */
  app.get(
    '/api/v1/base-numbers/:baseNumber',
    {
      config: { access: { permission: perm('baseNumber', 'view') } },
      schema: { summary: 'One base number', tags, params: baseNumberParam },
    },
    async (request) => ok(request, await getBaseNumber(ctx.db, request.params.baseNumber)),
  );

  /** `POST /api/v1/base-numbers`: `{ baseNumber, nameZh, nameEn, remark? }`; honours Idempotency-Key. */
  app.post(
    '/api/v1/base-numbers',
    {
      config: { access: { permission: perm('baseNumber', 'add') } },
      schema: { summary: 'Add a base number', tags, body: baseNumberCreateRequest },
    },
    async (request, reply) =>
      withIdempotency(ctx.db, request, reply, principalOf(request).userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, await createBaseNumber(tx, request.body), 'saved'),
      })),
  );

  /** `PUT /api/v1/base-numbers/{baseNumber}`: `{ nameZh, nameEn, remark?, version }`. */
  app.put(
    '/api/v1/base-numbers/:baseNumber',
    {
      config: { access: { permission: perm('baseNumber', 'edit') } },
      schema: { summary: 'Edit a base number', tags, params: baseNumberParam, body: baseNumberUpdateRequest },
    },
    async (request) =>
      ok(request, await updateBaseNumber(ctx.db, request.params.baseNumber, request.body), 'saved'),
  );

  /** `DELETE /api/v1/base-numbers/{baseNumber}?version=`: only when no part uses it. */
  app.delete(
    '/api/v1/base-numbers/:baseNumber',
    {
      config: { access: { permission: perm('baseNumber', 'delete') } },
      schema: { summary: 'Delete a base number', tags, params: baseNumberParam, querystring: versionQuery },
    },
    async (request) => {
      await deleteBaseNumber(ctx.db, request.params.baseNumber, request.query.version);
      return ok(request, null, 'deleted');
    },
  );
}
