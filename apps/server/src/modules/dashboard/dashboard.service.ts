import type { DashboardAnswer, DashboardCard, DashboardFigure } from '@spm/contracts';
import { businessDate, perm } from '@spm/domain';
import { hasPermission, type Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { subsidiesPendingFor } from '../accident-cars';
import { claimsPendingFor, openClaimCountsByStatus } from '../claims';
import { getCreditSummary } from '../credit';
import { orderCountsByStatus, releaseBacklogOf, vorApprovalsPendingFor } from '../dealer-orders';
import { deliveriesToConfirmCount, warehouseWorkOn } from '../fulfilment';
import { shippedMonthVsLastYear } from '../sales-statistics';

const counted = (key: string, count: number): DashboardFigure => ({ key, count, amount: null });
const money = (key: string, amount: string): DashboardFigure => ({ key, count: null, amount });
/** Documents counted per status, one figure a status keyed by its code. */
const perStatus = (rows: { status: number; count: number }[]): DashboardFigure[] =>
  rows.map((r) => counted(String(r.status), r.count));

/** A card builder: its key, the permission of the list it links to, and its figures. */
interface CardSource {
  key: DashboardCard['key'];
  permission: string;
  figures: () => Promise<DashboardFigure[]>;
}

/** The dealer's cards: its orders per status, credit labels, deliveries to confirm, open claims. */
function dealerCards(db: DbOrTx, dealerCode: string): CardSource[] {
  return [
    {
      key: 'orders',
      permission: perm('orderStatusQuery', 'view'),
      figures: async () => perStatus(await orderCountsByStatus(db, dealerCode)),
    },
    {
      key: 'credit',
      permission: perm('orderEntry', 'view'),
      figures: async () => {
        const c = await getCreditSummary(db, dealerCode);
        return [
          money('availableBalance', c.availableBalance),
          money('remainingSubmittableAmount', c.remainingSubmittableAmount),
          money('submittedNotSettledAmount', c.submittedNotSettledAmount),
        ];
      },
    },
    {
      key: 'deliveries',
      permission: perm('confirmDelivery', 'view'),
      figures: async () => [counted('unconfirmed', await deliveriesToConfirmCount(db, dealerCode))],
    },
    {
      key: 'claims',
      permission: perm('dealerClaim', 'view'),
      figures: async () => perStatus(await openClaimCountsByStatus(db, dealerCode)),
    },
  ];
}

/** Warehouse staff's cards over its warehouses: release backlog per order type, today's work, backorders. */
function warehouseCards(db: DbOrTx, warehouseCodes: string[], today: string, tz: string): CardSource[] {
  const backlog = memo(() => releaseBacklogOf(db, warehouseCodes));
  return [
    {
      key: 'releaseBacklog',
      permission: perm('warehouseRelease', 'view'),
      figures: async () => (await backlog()).byOrderType.map((r) => counted(r.orderType, r.count)),
    },
    {
      key: 'todayWork',
      permission: perm('pickBill', 'view'),
      figures: async () => {
        const work = await warehouseWorkOn(db, warehouseCodes, today, tz);
        return [
          counted('pickBills', work.pickBills),
          counted('boxes', work.boxes),
          counted('shipBills', work.shipBills),
        ];
      },
    },
    {
      key: 'backorders',
      permission: perm('warehouseRelease', 'view'),
      figures: async () => [counted('backordered', (await backlog()).backorders)],
    },
  ];
}

/** Head office's cards: approvals pending for the user, shipped this month vs the same month last year. */
function headOfficeCards(
  db: DbOrTx,
  principal: Principal,
  workflow: WorkflowEngine,
  today: string,
): CardSource[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const approvals = [
    { key: 'vor', list: perm('vorApproval', 'view'), pending: vorApprovalsPendingFor },
    { key: 'claim', list: perm('dealerClaim', 'view'), pending: claimsPendingFor },
    { key: 'subsidy', list: perm('accidentSubsidy', 'view'), pending: subsidiesPendingFor },
  ].filter((a) => hasPermission(principal, a.list));
  return [
    {
      key: 'approvals',
      permission: perm('dashboard', 'view'),
      figures: async () => {
        const counts = await Promise.all(approvals.map((a) => a.pending(db, principal, workflow)));
        return approvals.flatMap((a, i) => {
          const n = counts[i];
          return n === null || n === undefined ? [] : [counted(a.key, n)];
        });
      },
    },
    {
      key: 'shippedMonth',
      permission: perm('salesStatistics', 'view'),
      figures: async () => {
        const shipped = await shippedMonthVsLastYear(db, principal, year, month);
        return [money('thisMonth', shipped.thisYear), money('lastYear', shipped.lastYear)];
      },
    },
  ];
}

/** Runs `load` once, on first call; later calls share its answer. */
function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load();
    return pending;
  };
}

/**
 * The signed-in user's dashboard (issue 15 "role dashboards", `GET /api/v1/dashboard`). Whose
 * figures follow the data scope: a dealer its own dealer's, warehouse staff its warehouses', head
 * office all; anyone else (supplier) gets no card. A card is answered only when the user may open the
 * list it links to (the approvals card lists the kinds the user approves, and shows only when there
 * is one). "Today" and "this month" are business dates in `tz`. Each card is one query
 * (the warehouse backlog and backorders share one), run in parallel.
 */
export async function dashboardOf(
  db: DbOrTx,
  principal: Principal,
  deps: { workflow: WorkflowEngine; now: Date; tz: string },
): Promise<DashboardAnswer> {
  const today = businessDate(deps.now, deps.tz);
  const scope = principal.scope;
  const [audience, sources]: [DashboardAnswer['audience'], CardSource[]] =
    scope.kind === 'dealer'
      ? ['dealer', dealerCards(db, scope.dealerCode)]
      : scope.kind === 'warehouses'
        ? ['warehouse', warehouseCards(db, [...scope.warehouseCodes], today, deps.tz)]
        : scope.kind === 'all'
          ? ['headOffice', headOfficeCards(db, principal, deps.workflow, today)]
          : ['none', []];
  const allowed = sources.filter((s) => hasPermission(principal, s.permission));
  const cards = await Promise.all(allowed.map(async (s) => ({ key: s.key, figures: await s.figures() })));
  return { audience, today, cards: cards.filter((c) => c.figures.length > 0 || c.key !== 'approvals') };
}
