import { adminEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { contentDisposition } from '../../platform/http/download';
import { command, download, read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import { roleExport } from './roles.export';
import { createRoleAdminService } from './roles.service';
import { usersExportFileName, usersWorkbook } from './users.export';
import { createUserAdminService } from './users.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Administration of users and roles (spec §6 roles and permissions; §1 password lifecycle), declared
 * in `adminEndpoints`. Initial passwords are answered once and never stored in clear, so these routes
 * do not replay answers by Idempotency-Key.
 */
export async function adminRoutes(app: App, ctx: AppContext) {
  const users = createUserAdminService({ db: ctx.db, policy: ctx.config.passwordPolicy, now: ctx.now });
  const roles = createRoleAdminService(ctx);
  const userAdmin = (action: 'search' | 'export' | 'add' | 'edit') => ({
    access: { permission: perm('adminUser', action) },
  });
  const roleAdmin = (action: 'search' | 'view' | 'add' | 'edit' | 'delete') => ({
    access: { permission: perm('adminRole', action) },
  });

  read(app, endpoints.users, userAdmin('search'), ({ query }) => users.list(query));
  download(app, endpoints.usersExport, userAdmin('export'), async ({ query }, _principal, reply, request) => {
    const language = requestLanguage(request);
    const { page: _page, pageSize: _pageSize, ...filters } = query;
    const file = await usersWorkbook(await users.listAll(filters), language, ctx.config.businessTz);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', contentDisposition(usersExportFileName(language)))
      .send(file);
  });
  command(
    app,
    ctx.db,
    endpoints.createUser,
    { ...userAdmin('add'), message: 'saved' },
    (tx, principal, { body }) => users.create(tx, principal, body),
  );
  command(
    app,
    ctx.db,
    endpoints.updateUser,
    { ...userAdmin('edit'), message: 'saved' },
    (tx, principal, { params, body }) => users.update(tx, principal, { ...body, id: params.id }),
  );
  command(app, ctx.db, endpoints.resetPassword, userAdmin('edit'), (tx, principal, { params, body }) =>
    users.resetPassword(tx, principal, { id: params.id, version: body.version }),
  );
  command(app, ctx.db, endpoints.lockUser, userAdmin('edit'), (tx, principal, { params, body }) =>
    users.lock(tx, principal, { id: params.id, version: body.version }),
  );
  command(app, ctx.db, endpoints.unlockUser, userAdmin('edit'), (tx, principal, { params, body }) =>
    users.unlock(tx, principal, { id: params.id, version: body.version }),
  );

  read(app, endpoints.roles, roleAdmin('search'), ({ query }) => roles.list(query));
  exportRoutes(app, ctx, { endpoints: endpoints.rolesExport, exporter: roleExport(roles) });
  read(app, endpoints.permissions, roleAdmin('view'), async () => roles.catalogue());
  command(
    app,
    ctx.db,
    endpoints.createRole,
    { ...roleAdmin('add'), message: 'saved' },
    (tx, principal, { body }) => roles.create(tx, principal, body),
  );
  command(
    app,
    ctx.db,
    endpoints.updateRole,
    { ...roleAdmin('edit'), message: 'saved' },
    (tx, principal, { params, body }) => roles.update(tx, principal, { ...body, code: params.code }),
  );
  command(
    app,
    ctx.db,
    endpoints.removeRole,
    { ...roleAdmin('delete'), message: 'deleted' },
    async (tx, _principal, { params, query }) => {
      await roles.remove(tx, { code: params.code, version: query.version });
      return null;
    },
  );
}
