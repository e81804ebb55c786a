import { adminEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { FILE_TYPES } from '../../platform/files/file-types';
import { sendDownload } from '../../platform/http/download';
import { routesOf } from '../../platform/http/routes';
import { requestLanguage } from '../../platform/i18n/language';
import { roleExport } from './roles.export';
import { createRoleAdminService } from './roles.service';
import { usersExportFileName, usersWorkbook } from './users.export';
import { createUserAdminService } from './users.service';

/**
 * Administration of users and roles (spec §6 roles and permissions; §1 password lifecycle), declared
 * in `adminEndpoints`. Initial passwords are answered once and never stored in clear, so these routes
 * do not replay answers by Idempotency-Key.
 */
export async function adminRoutes(app: App, ctx: AppContext) {
  const users = createUserAdminService({ db: ctx.db, policy: ctx.config.passwordPolicy, now: ctx.now });
  const roles = createRoleAdminService(ctx);
  const r = routesOf(app, ctx);
  const userAdmin = (action: 'search' | 'export' | 'add' | 'edit') => perm('adminUser', action);
  const roleAdmin = (action: 'search' | 'view' | 'add' | 'edit' | 'delete') => perm('adminRole', action);

  r.read(endpoints.users, userAdmin('search'), ({ query }) => users.list(query));
  r.download(endpoints.usersExport, userAdmin('export'), async ({ query }, _principal, reply, request) => {
    const language = requestLanguage(request);
    const { page: _page, pageSize: _pageSize, ...filters } = query;
    const file = await usersWorkbook(await users.listAll(filters), language, ctx.config.businessTz);
    return sendDownload(reply, {
      contentType: FILE_TYPES.xlsx.contentType,
      fileName: usersExportFileName(language),
      body: file,
    });
  });
  r.command(endpoints.createUser, userAdmin('add'), (tx, principal, { body }) =>
    users.create(tx, principal, body),
  );
  r.command(endpoints.updateUser, userAdmin('edit'), (tx, principal, { params, body }) =>
    users.update(tx, principal, { ...body, id: params.id }),
  );
  const account = { access: userAdmin('edit'), message: 'ok' } as const;
  r.command(endpoints.resetPassword, account, (tx, principal, { params, body }) =>
    users.resetPassword(tx, principal, { id: params.id, version: body.version }),
  );
  r.command(endpoints.lockUser, account, (tx, principal, { params, body }) =>
    users.lock(tx, principal, { id: params.id, version: body.version }),
  );
  r.command(endpoints.unlockUser, account, (tx, principal, { params, body }) =>
    users.unlock(tx, principal, { id: params.id, version: body.version }),
  );

  r.read(endpoints.roles, roleAdmin('search'), ({ query }) => roles.list(query));
  r.export(endpoints.rolesExport, roleExport(roles));
  r.read(endpoints.permissions, roleAdmin('view'), async () => roles.catalogue());
  r.command(endpoints.createRole, roleAdmin('add'), (tx, principal, { body }) =>
    roles.create(tx, principal, body),
  );
  r.command(endpoints.updateRole, roleAdmin('edit'), (tx, principal, { params, body }) =>
    roles.update(tx, principal, { ...body, code: params.code }),
  );
  r.command(endpoints.removeRole, roleAdmin('delete'), async (tx, _principal, { params, query }) => {
    await roles.remove(tx, { code: params.code, version: query.version });
    return null;
  });
}
