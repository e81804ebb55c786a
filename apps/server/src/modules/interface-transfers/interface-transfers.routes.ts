import { interfaceTransferEndpoints as endpoints } from '@spm/contracts';
import { type InterfaceCode, perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
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
  const r = routesOf(app, ctx);
  const view = perm('interfaceMonitor', 'view');
  const retransmit = { access: perm('interfaceMonitor', 'retransmit'), message: 'ok' } as const;

  r.read(endpoints.summary, view, () => monitor.summary());
  r.read(endpoints.list, perm('interfaceMonitor', 'search'), ({ query }, _p, request) =>
    monitor.list(query, requestLanguage(request)),
  );
  r.read(endpoints.endpoints, view, () => monitor.endpoints());
  r.read(endpoints.detail, view, ({ params }, _p, request) =>
    monitor.detail(params.id, requestLanguage(request)),
  );
  r.command(endpoints.retransmit, retransmit, async (tx, _principal, { params }, effects) => {
    const item = await monitor.retransmit(tx, params.id, requestLanguage(effects.request));
    effects.afterCommit(async () => void kick());
    return item;
  });
  r.command(endpoints.retransmitMany, retransmit, async (tx, _principal, { body }, effects) => {
    const results = await monitor.retransmitMany(tx, body.ids);
    effects.afterCommit(async () => void kick());
    return results;
  });
  r.command(
    endpoints.configure,
    perm('interfaceMonitor', 'edit'),
    async (tx, _principal, { params, body }, effects) => {
      const saved = await monitor.configure(tx, params.interfaceCode as InterfaceCode, body);
      effects.afterCommit(async () => void kick());
      return saved;
    },
  );
}
