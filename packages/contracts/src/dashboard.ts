import { z } from 'zod';
import { money } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Dashboard cards (issue 15 "role dashboards"). A dealer gets `orders`, `credit`, `deliveries`,
 * `claims`; warehouse staff `releaseBacklog`, `todayWork`, `backorders`; head office `approvals`,
 * `shippedMonth`. Each card shows only when the user may open the list it links to.
 */
export const DASHBOARD_CARDS = [
  'orders',
  'credit',
  'deliveries',
  'claims',
  'releaseBacklog',
  'todayWork',
  'backorders',
  'approvals',
  'shippedMonth',
] as const;
export type DashboardCardKey = (typeof DASHBOARD_CARDS)[number];

/**
 * One figure of a card: `key` names it within the card (an order status number, an order type, a
 * claim status, or a fixed name such as `pickBills`, `availableBalance`, `thisMonth`); `count` in
 * documents, or `amount` in CNY with 2 decimals.
 */
export const dashboardFigure = z.object({
  key: z.string(),
  count: z.number().int().nullable(),
  amount: money.nullable(),
});
export type DashboardFigure = z.infer<typeof dashboardFigure>;

export const dashboardCard = z.object({ key: z.enum(DASHBOARD_CARDS), figures: z.array(dashboardFigure) });
export type DashboardCard = z.infer<typeof dashboardCard>;

/**
 * The signed-in user's dashboard: whose figures (`dealer` its own, `warehouse` its warehouses,
 * `headOffice` all), the business date the "today" and "this month" figures use, and the cards.
 */
export const dashboardAnswer = z.object({
  audience: z.enum(['dealer', 'warehouse', 'headOffice', 'none']),
  /** Business date (`yyyy-MM-dd`, business time zone) of "today" and "this month". */
  today: z.string(),
  cards: z.array(dashboardCard),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

/** `GET /api/v1/dashboard`: the signed-in user's cards (API.md). */
export const dashboardEndpoints = {
  cards: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dashboard',
    summary: "The signed-in user's dashboard cards",
    tags: ['dashboard'],
    response: dashboardAnswer,
  }),
};
