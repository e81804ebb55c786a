import { z } from 'zod';
import { optionalText } from '../common.js';

/** Input bounds the accident car orders and the subsidy applications share. */

export const code = (max: number) => z.string().trim().min(1).max(max);
export const plateNo = optionalText(20);
