import { z } from 'zod';

/** Input bounds the release, pick, box and ship bodies share. */

export const id = z.number().int().min(1).max(2_147_483_647);
export const ids = z.array(id).min(1).max(500);
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
