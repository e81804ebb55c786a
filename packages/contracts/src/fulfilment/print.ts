import { z } from 'zod';

/** Query of the print routes: copies 1-5000 (PRINT_COPIES_OUT_OF_RANGE otherwise). */
export const printQuery = z.object({ copies: z.coerce.number().default(1) });
