import {
  idParam,
  roleRequest,
  roleUpdateRequest,
  userCreateRequest,
  userListQuery,
  userUpdateRequest,
  userVersionRequest,
} from '@spm/contracts';
import { perm } from '@spm/domain';
import { z } from 'zod';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { contentDisposition } from '../../platform/http/download';
import { ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/i18n/language';
import { createRoleAdminService } from './roles.service';
import { usersExportFileName, usersWorkbook } from './users.export';
import { createUserAdminService } from './users.service';

const codeParam = z.object({ code: z.string().trim().min(1).max(20) });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Administration of users and roles (spec §6 roles and permissions; §1 password lifecycle).
 * Initial passwords are answered once and never stored in clear, so these routes do not replay
 * answers by Idempotency-Key.
 */
export async function adminRoutes(app: App, ctx: AppContext) {
  const users = createUserAdminService({ db: ctx.db, policy: ctx.config.passwordPolicy, now: ctx.now });
  const roles = createRoleAdminService(ctx);
  const userTags = ['admin: users'];
  const roleTags = ['admin: roles'];

  /** `GET /api/v1/admin/users`: `keyword` (user name or name), `accountType`, `locked`, paging, sort. */
  app.get(
    '/api/v1/admin/users',
    {
      config: { access: { permission: perm('adminUser', 'search') } },
      schema: { summary: 'Users', tags: userTags, querystring: userListQuery },
    },
    async (request) => ok(request, await users.list(request.query)),
  );

  /** `GET /api/v1/admin/users/export`: the filtered list as `.xlsx`. */
  app.get(
    '/api/v1/admin/users/export',
    {
      config: { access: { permission: perm('adminUser', 'export') } },
      schema: { summary: 'Export users (.xlsx)', tags: userTags, querystring: userListQuery },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      const file = await usersWorkbook(await users.listAll(filters), language, ctx.config.businessTz);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(usersExportFileName(language)))
        .send(file);
    },
  );

  /** `POST /api/v1/admin/users` → `{ user, initialPassword }`; the user must change it at first sign-in (601). */
  app.post(
    '/api/v1/admin/users',
    {
      config: { access: { permission: perm('adminUser', 'add') } },
      schema: { summary: 'Create a user with an initial password', tags: userTags, body: userCreateRequest },
    },
    async (request) => ok(request, await users.create(principalOf(request), request.body), 'saved'),
  );

  /** `PUT /api/v1/admin/users/{id}` with `version`; scope changes end the user's sessions. */
  app.put(
    '/api/v1/admin/users/:id',
    {
      config: { access: { permission: perm('adminUser', 'edit') } },
      schema: { summary: 'Edit a user', tags: userTags, params: idParam, body: userUpdateRequest },
    },
    async (request) =>
      ok(request, await users.update(principalOf(request), request.params.id, request.body), 'saved'),
  );

  /** `POST /api/v1/admin/users/{id}/reset-password` `{ version }` → `{ initialPassword }`. */
  app.post(
    '/api/v1/admin/users/:id/reset-password',
    {
      config: { access: { permission: perm('adminUser', 'edit') } },
      schema: {
        summary: 'Reset a password to a new initial one',
        tags: userTags,
        params: idParam,
        body: userVersionRequest,
      },
    },
    async (request) =>
      ok(request, await users.resetPassword(principalOf(request), request.params.id, request.body.version)),
  );

  /** `POST /api/v1/admin/users/{id}/lock` `{ version }`: sign-in then answers 604; sessions end. */
  app.post(
    '/api/v1/admin/users/:id/lock',
    {
      config: { access: { permission: perm('adminUser', 'edit') } },
      schema: { summary: 'Lock a user', tags: userTags, params: idParam, body: userVersionRequest },
    },
    async (request) =>
      ok(request, await users.lock(principalOf(request), request.params.id, request.body.version)),
  );

  /** `POST /api/v1/admin/users/{id}/unlock` `{ version }`: clears the lock and the failed sign-ins. */
  app.post(
    '/api/v1/admin/users/:id/unlock',
    {
      config: { access: { permission: perm('adminUser', 'edit') } },
      schema: { summary: 'Unlock a user', tags: userTags, params: idParam, body: userVersionRequest },
    },
    async (request) =>
      ok(request, await users.unlock(principalOf(request), request.params.id, request.body.version)),
  );

  /** `GET /api/v1/admin/roles` → every role with `userCount`. */
  app.get(
    '/api/v1/admin/roles',
    {
      config: { access: { permission: perm('adminRole', 'search') } },
      schema: { summary: 'Roles', tags: roleTags },
    },
    async (request) => ok(request, await roles.list()),
  );

  /** `GET /api/v1/admin/permissions` → `[{ page, zh, en, actions }]` for the role editor. */
  app.get(
    '/api/v1/admin/permissions',
    {
      config: { access: { permission: perm('adminRole', 'view') } },
      schema: { summary: 'Permission catalogue', tags: roleTags },
    },
    async (request) => ok(request, roles.catalogue()),
  );

  /** `POST /api/v1/admin/roles` `{ code, nameZh, nameEn, permissions }`. */
  app.post(
    '/api/v1/admin/roles',
    {
      config: { access: { permission: perm('adminRole', 'add') } },
      schema: { summary: 'Create a role', tags: roleTags, body: roleRequest },
    },
    async (request) => ok(request, await roles.create(principalOf(request), request.body), 'saved'),
  );

  /** `PUT /api/v1/admin/roles/{code}` with `version`; a permission change ends its users' sessions. */
  app.put(
    '/api/v1/admin/roles/:code',
    {
      config: { access: { permission: perm('adminRole', 'edit') } },
      schema: { summary: 'Edit a role', tags: roleTags, params: codeParam, body: roleUpdateRequest },
    },
    async (request) =>
      ok(request, await roles.update(principalOf(request), request.params.code, request.body), 'saved'),
  );

  /** `DELETE /api/v1/admin/roles/{code}?version=`: 409 ROLE_IN_USE while assigned; `admin` never. */
  app.delete(
    '/api/v1/admin/roles/:code',
    {
      config: { access: { permission: perm('adminRole', 'delete') } },
      schema: {
        summary: 'Delete a role',
        tags: roleTags,
        params: codeParam,
        querystring: userVersionRequest,
      },
    },
    async (request) => {
      await roles.remove(request.params.code, request.query.version);
      return ok(request, null, 'deleted');
    },
  );
}
