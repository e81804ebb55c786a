import { z } from 'zod';
import { idParam, pageOf } from './common.js';
import {
  creditLabels,
  creditQuery,
  dealerOrderDetail,
  dealerOrderSummary,
  lineQuote,
  lineQuoteInput,
  orderDeleteQuery,
  orderInput,
  orderLinesExportQuery,
  orderListQuery,
  orderMoved,
  orderUpdateInput,
  orderVersionInput,
  submitResult,
  unsettledLinePage,
  unsettledLineQuery,
  unsubmittedOrderQuery,
  vorApprovalQuery,
  vorDecisionInput,
  vorDecisionResult,
} from './dealer-orders.js';
import { defineEndpoint, FILE_RESPONSE } from './endpoint.js';
import { exportEndpoints, importEndpoint } from './excel.js';

const tags = ['dealer orders'];
const orderPage = pageOf(dealerOrderSummary);

/** Dealer order endpoints (API.md "Main flow"; spec §2 order entry, order status query, VOR approval). */
export const dealerOrderEndpoints = {
  /** Order status query: filters of `orderListQuery`, newest submitted first; deleted orders only when asked by status. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dealer-orders',
    summary: 'Dealer orders in my scope',
    tags,
    query: orderListQuery,
    response: orderPage,
  }),
  /** The order input list: temporary orders (status 0), last changed first. */
  drafts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dealer-orders/drafts',
    summary: 'Temporary orders (order input list)',
    tags,
    query: unsubmittedOrderQuery,
    response: orderPage,
  }),
  /** Unsubmitted order query (head office sees every dealer's). */
  unsubmitted: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dealer-orders/unsubmitted',
    summary: 'Unsubmitted orders',
    tags,
    query: unsubmittedOrderQuery,
    response: orderPage,
  }),
  /** Submitted-unsettled order detail, oldest order first, with the unsent amount total (CNY). */
  unsettledLines: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dealer-orders/unsettled-lines',
    summary: 'Submitted, not settled order lines',
    tags,
    query: unsettledLineQuery,
    response: unsettledLinePage,
  }),
  /** Header, lines (sendQty, unsentQty, price, amount) and history; 404 outside the caller's scope. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dealer-orders/:id',
    summary: 'One dealer order with lines and history',
    tags,
    params: idParam,
    response: dealerOrderDetail,
  }),
  /** A temporary order with lines; 422 with every rule broken; honours Idempotency-Key. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders',
    summary: 'Create a temporary order',
    tags,
    body: orderInput,
    response: dealerOrderDetail,
  }),
  /** Replaces a temporary order; 409 ORDER_NOT_EDITABLE past status 0, CONCURRENT_MODIFICATION when stale. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/dealer-orders/:id',
    summary: 'Edit a temporary order',
    tags,
    params: idParam,
    body: orderUpdateInput,
    response: dealerOrderDetail,
  }),
  /** `{version}`; envelope 501 CREDIT_SHORTFALL (HTTP 200) when credit is short; honours Idempotency-Key. */
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/submit',
    summary: 'Submit a temporary order',
    tags,
    params: idParam,
    body: orderVersionInput,
    response: submitResult,
  }),
  /** Status 11; `?version=`; 409 ORDER_NOT_DELETABLE when released, partly received or agent-entered. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/dealer-orders/:id',
    summary: 'Delete an unreleased order',
    tags,
    params: idParam,
    query: orderDeleteQuery,
    response: orderMoved,
  }),
  /** Prices and checks lines for the entry grid (CNY, pieces); writes nothing. */
  quoteLines: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/line-quotes',
    summary: 'Price and check order lines',
    tags,
    body: lineQuoteInput,
    response: z.array(lineQuote),
  }),
  /** VOR orders awaiting approval (or decided, by `vorApprovalStatus`), oldest submitted first. */
  vorApprovals: defineEndpoint({
    method: 'GET',
    path: '/api/v1/vor-approvals',
    summary: 'VOR orders to approve',
    tags,
    query: vorApprovalQuery,
    response: orderPage,
  }),
  /** `{version, opinion?}`: 1 → 3 can release; 409 VOR_APPROVAL_NOT_PENDING | CONCURRENT_MODIFICATION. */
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/approve',
    summary: 'Approve a VOR order',
    tags,
    params: idParam,
    body: vorDecisionInput,
    response: vorDecisionResult,
  }),
  /** `{version, opinion}` (opinion required): 1 → 0 uncompleted, the reserved credit given back. */
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/reject',
    summary: 'Reject a VOR order',
    tags,
    params: idParam,
    body: vorDecisionInput,
    response: vorDecisionResult,
  }),
  /** The lines of one order (.xlsx); 404 outside the caller's scope. */
  exportLines: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dealer-orders/lines/export',
    summary: 'Export the lines of one order (.xlsx)',
    tags,
    query: orderLinesExportQuery,
    response: FILE_RESPONSE,
  }),
  /** Temporary orders from an .xlsx: one row per line; rows with the same header become one order. */
  import: importEndpoint({
    path: '/api/v1/dealer-orders/import',
    summary: 'Import temporary orders (one row per line; same header = one order)',
    tags,
  }),
};

/** The order exports (spec §6 "export"): the .xlsx at once or as a background job. */
export const dealerOrderExports = {
  /** Order status query, same filters as the list. */
  orders: exportEndpoints({
    path: '/api/v1/dealer-orders/export',
    query: orderListQuery,
    summary: 'Export the order status query (.xlsx)',
    tags,
  }),
  /** Order input list (the caller's temporary orders), same filters as the list; permission `orderEntry:export`. */
  drafts: exportEndpoints({
    path: '/api/v1/dealer-orders/drafts/export',
    query: unsubmittedOrderQuery,
    summary: 'Export the order input list (.xlsx)',
    tags,
  }),
  /** Unsubmitted order query. */
  unsubmitted: exportEndpoints({
    path: '/api/v1/dealer-orders/unsubmitted/export',
    query: unsubmittedOrderQuery,
    summary: 'Export unsubmitted orders (.xlsx)',
    tags,
  }),
  /** Submitted-unsettled order lines. */
  unsettledLines: exportEndpoints({
    path: '/api/v1/dealer-orders/unsettled-lines/export',
    query: unsettledLineQuery,
    summary: 'Export submitted, not settled order lines (.xlsx)',
    tags,
  }),
  /** VOR approval list, same filters and sort as the list (default: awaiting approval). */
  vorApprovals: exportEndpoints({
    path: '/api/v1/vor-approvals/export',
    query: vorApprovalQuery,
    summary: 'Export the VOR approval list (.xlsx)',
    tags,
  }),
};

/** Credit endpoints (API.md "Main flow"): the three credit labels of order entry. */
export const creditEndpoints = {
  /**
   * The labels (CNY strings) of the caller's dealer (a `dealerCode` query is ignored); head office names
   * the dealer (400 VALIDATION_FAILED / REQUIRED without one); anyone else 403 FORBIDDEN.
   */
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/v1/credit',
    summary: 'Credit labels of a dealer',
    tags: ['credit'],
    query: creditQuery,
    response: creditLabels,
  }),
};
