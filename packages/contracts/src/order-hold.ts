import { z } from 'zod';
import { boundedQty, idParam, optionalText, version } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** Body of a hold or its release: the version read and an optional remark for the history. */
export const orderHoldInput = z.strictObject({ version, remark: optionalText(200) });

/** Body of a manual close (status 10): `confirmed` must be true (the user confirmed the dialog). */
export const orderCloseInput = z.strictObject({ version, confirmed: z.boolean(), remark: optionalText(200) });

/** Body of a qty modification of a submitted order: the new qty per line no (never above the old one). */
export const orderLinesModifyInput = z.strictObject({
  version,
  lines: z
    .array(z.strictObject({ lineNo: z.number().int().min(1).max(10_000), qty: boundedQty }))
    .min(1)
    .max(500),
  remark: optionalText(200),
});
export type OrderLinesModifyInput = z.infer<typeof orderLinesModifyInput>;

/** The order after a hold, release, close or modification. */
export const orderHoldAnswer = z.object({
  id: z.number().int(),
  status: z.number().int(),
  version: z.number().int(),
});

const tags = ['dealer orders'];

/**
 * Head office's actions on a submitted order (spec §4 statuses 1 and 10, §5 qty rules):
 * hold (→ 1), release the hold (1 → 3), close by hand with confirmation (→ 10), reduce line qty.
 */
export const orderHoldEndpoints = {
  hold: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/hold',
    summary: 'Hold a submitted order (status 1)',
    tags,
    params: idParam,
    body: orderHoldInput,
    response: orderHoldAnswer,
  }),
  releaseHold: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/release-hold',
    summary: 'Release a held order (status 1 → 3)',
    tags,
    params: idParam,
    body: orderHoldInput,
    response: orderHoldAnswer,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/close',
    summary: 'Close an order by hand (status 10)',
    tags,
    params: idParam,
    body: orderCloseInput,
    response: orderHoldAnswer,
  }),
  modifyLines: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/modify-lines',
    summary: "Reduce a submitted order's line qty",
    tags,
    params: idParam,
    body: orderLinesModifyInput,
    response: orderHoldAnswer,
  }),
};
