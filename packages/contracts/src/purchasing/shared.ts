import { PURCHASE_CURRENCIES } from '@spm/domain';
import { z } from 'zod';
import { boundedQty, calendarDate, version } from '../common.js';

/** What PO prices, purchase orders and the supplier portal share: input bounds and bodies. */

export const tags = ['purchasing'];
export const code20 = z.string().trim().min(1).max(20);
export const partCode = z.string().trim().min(1).max(30).toUpperCase();
export const currency = z.enum(PURCHASE_CURRENCIES);
export const statusOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), { message: 'unknown value' });
export const positiveQty = boundedQty.min(1);
export const versionInput = z.strictObject({ version });
export const nullableDate = z.preprocess((v) => (v === '' ? null : v), calendarDate.nullable());
