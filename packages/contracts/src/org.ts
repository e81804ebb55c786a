import { DEALER_TYPES } from '@spm/domain';
import { z } from 'zod';
import { optionalText, pageOf, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** `GET /api/v1/org/dealers` query: code or name contains `keyword`. */
export const dealerLookupQuery = pageQuery.extend({
  keyword: optionalText(50),
  dealerType: z.enum(DEALER_TYPES).optional(),
});

/**
 * An organisation entry for selects; `name` in the caller's language, `pinyin` the initials of the
 * Chinese name (pickers find by code, name or pinyin initials).
 */
export const orgOption = z.object({ code: z.string(), name: z.string(), pinyin: z.string() });
export type OrgOption = z.infer<typeof orgOption>;

/** A dealer for selects; `orderingWarehouseCodes`: the warehouses it may order from, default first. */
export const dealerOption = orgOption.extend({
  dealerType: z.string(),
  region: z.string(),
  orderingWarehouseCodes: z.array(z.string()),
});
export type DealerOption = z.infer<typeof dealerOption>;

/** A warehouse for selects; `slowFlowMain` marks the main warehouse of slow-moving parts. */
export const warehouseOption = orgOption.extend({ region: z.string(), slowFlowMain: z.boolean() });
export type WarehouseOption = z.infer<typeof warehouseOption>;

const tags = ['organisation'];

/** Organisation lookups for selects (every signed-in user; dealers and suppliers limited to the caller's scope). */
export const orgEndpoints = {
  /** Active warehouses in display order. */
  warehouses: defineEndpoint({
    method: 'GET',
    path: '/api/v1/org/warehouses',
    summary: 'Active warehouses',
    tags,
    response: z.array(warehouseOption),
  }),
  /** A page of active dealers in my scope; `keyword` matches the code or either name. */
  dealers: defineEndpoint({
    method: 'GET',
    path: '/api/v1/org/dealers',
    summary: 'Dealers in my scope',
    tags,
    query: dealerLookupQuery,
    response: pageOf(dealerOption),
  }),
  /** Active suppliers in my scope. */
  suppliers: defineEndpoint({
    method: 'GET',
    path: '/api/v1/org/suppliers',
    summary: 'Suppliers in my scope',
    tags,
    response: z.array(orgOption),
  }),
};
