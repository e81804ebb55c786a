import { interfaceTransferEndpoints as endpoints } from '@spm/contracts';
import { type InterfaceCode, perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { command, read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';

/**
 * Interface transfer monitor routes (spec §8, API.md `/api/v1/interface-transfers`): per interface
 * pending / sent / failed counts, the messages with payload and last error, retransmit one or many,
 * and the partner endpoint settings. A retransmitted message is sent right after the commit.
 */
export async function interfaceTransferRoutes(app: App, ctx: AppContext) {
  const { monitor, sender } = ctx.outbox;
  const kick = () =>
    sender.drain().catch((error: unknown) => app.log.error({ err: error }, 'outbox round failed'));
  const view = { access: { permission: perm('interfaceMonitor', 'view') } };

  read(app, endpoints.summary, view, () => monitor.summary());
  read(
    app,
    endpoints.list,
    { access: { permission: perm('interfaceMonitor', 'search') } },
    ({ query }, _p, request) => monitor.list(query, requestLanguage(request)),
  );
  read(app, endpoints.endpoints, view, () => monitor.endpoints());
  read(app, endpoints.detail, view, ({ params }, _p, request) =>
    monitor.detail(params.id, requestLanguage(request)),
  );
  command(
    app,
    ctx.db,
    endpoints.retransmit,
    { access: { permission: perm('interfaceMonitor', 'retransmit') } },
    async (tx, _principal, { params }, effects) => {
      const item = await monitor.retransmit(tx, params.id, requestLanguage(effects.request));
      effects.afterCommit(async () => void kick());
      return item;
    },
  );
  command(
    app,
    ctx.db,
    endpoints.retransmitMany,
    { access: { permission: perm('interfaceMonitor', 'retransmit') } },
    async (tx, _principal, { body }, effects) => {
      const results = await monitor.retransmitMany(tx, body.ids);
      effects.afterCommit(async () => void kick());
      return results;
    },
  );
  command(
    app,
    ctx.db,
    endpoints.configure,
    { access: { permission: perm('interfaceMonitor', 'edit') }, message: 'saved' },
    async (tx, _principal, { params, body }, effects) => {
      const saved = await monitor.configure(tx, params.interfaceCode as InterfaceCode, body);
      effects.afterCommit(async () => void kick());
      return saved;
    },
  );
}
