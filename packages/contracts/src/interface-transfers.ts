import { INTERFACE_CODES, TRANSFER_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { idParam, optionalText, pageOf, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';

const interfaceCode = z.enum(INTERFACE_CODES as [string, ...string[]]);
const transferStatus = z.enum(TRANSFER_STATUSES);

/** `GET /api/v1/interface-transfers` query: interface, status, business key; newest first. */
export const transferListQuery = pageQuery.extend({
  interfaceCode: interfaceCode.optional(),
  status: transferStatus.optional(),
  businessKey: optionalText(100),
});

/** One outbound message as the monitor shows it (spec §8). */
export const transferItem = z.object({
  id: z.number().int(),
  interfaceCode: z.string(),
  businessKey: z.string(),
  part: z.number().int(),
  parts: z.number().int(),
  itemCount: z.number().int(),
  status: transferStatus,
  attempts: z.number().int(),
  retransmits: z.number().int(),
  nextAttemptAt: z.string(),
  /** The last failure, in the reader's language; null when none. */
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  lastHttpStatus: z.number().int().nullable(),
  responseCode: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TransferItem = z.infer<typeof transferItem>;

/** The detail adds the JSON payload and the partner's last answer body. */
export const transferDetail = transferItem.extend({
  payload: z.record(z.string(), z.unknown()),
  lastResponse: z.string().nullable(),
});
export type TransferDetail = z.infer<typeof transferDetail>;

/** Per interface: its name, whether an endpoint is configured, and counts per status. */
export const transferSummaryRow = z.object({
  interfaceCode: z.string(),
  configured: z.boolean(),
  counts: z.record(transferStatus, z.number().int()),
});
export const transferSummary = z.array(transferSummaryRow);
export type TransferSummaryRow = z.infer<typeof transferSummaryRow>;

/** `POST /api/v1/interface-transfers/retransmit`: up to 500 ids. */
export const retransmitRequest = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500),
});
/** Per id: retransmitted, or the code why not (404 NOT_FOUND, 409 TRANSFER_NOT_RETRANSMITTABLE). */
export const retransmitResult = z.array(
  z.object({
    id: z.number().int(),
    ok: z.boolean(),
    code: z.string().optional(),
    status: transferStatus.optional(),
  }),
);

/** A partner endpoint (the secret is never answered, only whether one is set). */
export const endpointConfig = z.object({
  interfaceCode: z.string(),
  url: z.string(),
  timeoutMs: z.number().int(),
  maxAttempts: z.number().int(),
  maxItems: z.number().int(),
  updatedAt: z.string(),
});
export type EndpointConfig = z.infer<typeof endpointConfig>;

/** `PUT /api/v1/interface-transfers/endpoints/{interfaceCode}`. */
export const endpointConfigRequest = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/),
  secret: z.string().min(16).max(200),
  timeoutMs: z.number().int().min(100).max(120_000).default(10_000),
  maxAttempts: z.number().int().min(1).max(20).default(5),
  maxItems: z.number().int().min(1).max(1000).optional(),
});
export type EndpointConfigRequest = z.infer<typeof endpointConfigRequest>;

const tags = ['interface-transfers'];

/** Interface transfer monitor (spec §8 "interface transfer failures with retransmit"). */
export const interfaceTransferEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/interface-transfers',
    summary: 'Outbound messages, newest first',
    tags,
    query: transferListQuery,
    response: pageOf(transferItem),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/v1/interface-transfers/summary',
    summary: 'Counts per interface and status',
    tags,
    response: transferSummary,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/interface-transfers/:id',
    summary: 'One message with payload and last answer',
    tags,
    params: idParam,
    response: transferDetail,
  }),
  /** 409 TRANSFER_NOT_RETRANSMITTABLE unless failed. */
  retransmit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/interface-transfers/:id/retransmit',
    summary: 'Retransmit one failed message',
    tags,
    params: idParam,
    response: transferItem,
  }),
  retransmitMany: defineEndpoint({
    method: 'POST',
    path: '/api/v1/interface-transfers/retransmit',
    summary: 'Retransmit several failed messages',
    tags,
    body: retransmitRequest,
    response: retransmitResult,
  }),
  endpoints: defineEndpoint({
    method: 'GET',
    path: '/api/v1/interface-transfers/endpoints',
    summary: 'Configured partner endpoints',
    tags,
    response: z.array(endpointConfig),
  }),
  configure: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/interface-transfers/endpoints/:interfaceCode',
    summary: 'Configure the partner endpoint of an interface',
    tags,
    params: z.object({ interfaceCode }),
    body: endpointConfigRequest,
    response: endpointConfig,
  }),
};
