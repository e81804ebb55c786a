import { DEALER_TYPES } from '@spm/domain';
import { z } from 'zod';
import { optionalText, pageQuery } from './common.js';

/** `GET /api/v1/org/dealers` query: code or name contains `keyword`. */
export const dealerLookupQuery = pageQuery.extend({
  keyword: optionalText(50),
  dealerType: z.enum(DEALER_TYPES).optional(),
});

/** An organisation entry for selects; `name` in the caller's language. */
export interface OrgOption {
  code: string;
  name: string;
}

export interface DealerOption extends OrgOption {
  dealerType: string;
  region: string;
}

export interface WarehouseOption extends OrgOption {
  region: string;
  slowFlowMain: boolean;
}
