import { partUpdateRequest } from '@spm/contracts';
import { defineImport } from '../../../platform/excel/importer';
import { defineSheet } from '../../../platform/excel/sheet';
import { toPartMaster } from '../parts.mapping';
import { findPart, type PartHoldQuery } from '../parts.repository';
import { actorOf, updatePart } from '../parts.service';
import { parseLikeForm } from './import-support';
import { fieldsOf } from './parts-master.import';
import { partCodeColumn, partNameColumns, priceColumns } from './parts-master.sheet';

/**
 * Pricing-attribute sheet (spec §2 parts master "pricing-attribute export and import"): the price info
 * tab of a part — ordinary, rush, rush land, suggested retail and normal price (CNY) and the reduction
 * coefficient. The names are exported for reading and ignored on import.
 */
export const pricingSheet = defineSheet({
  key: 'partsPricing',
  page: 'partsMaster',
  button: 'pricingAttributeImport',
  buttonZh: '定价属性导入',
  buttonEn: 'Pricing-attribute import',
  titleZh: '配件定价属性',
  titleEn: 'Part pricing attributes',
  uniqueBy: ['partCode'],
  columns: [
    partCodeColumn,
    ...partNameColumns({ noteZh: '仅供参考，导入时不更新', noteEn: 'for reading; not imported' }),
    ...priceColumns.map((c) => {
      if (c.key === 'priceOrdinary') return { ...c, required: true };
      if (c.key === 'reductionCoefficient') return c;
      return { ...c, noteZh: '为空则按普通价格推算', noteEn: 'empty: derived from the ordinary price' };
    }),
  ],
});

type PriceKey =
  | 'priceOrdinary'
  | 'priceRush'
  | 'priceRushLand'
  | 'priceSuggestedRetail'
  | 'priceNormal'
  | 'reductionCoefficient';
const PRICE_KEYS: readonly PriceKey[] = [
  'priceOrdinary',
  'priceRush',
  'priceRushLand',
  'priceSuggestedRetail',
  'priceNormal',
  'reductionCoefficient',
];

/**
 * Pricing-attribute import: replaces the price info of known parts through `updatePart` (the input
 * form's rules). Every price column is taken as given: an empty rush, rush land, suggested retail or
 * normal price is derived from the ordinary price as on the form (spec §9 rush price parameters), an
 * empty reduction coefficient is cleared. Unknown part → PART_NOT_FOUND. Only updates, never inserts.
 * `holds` are what other modules hold of a part (storage blockers).
 */
export const pricingImport = (holds: readonly PartHoldQuery[]) =>
  defineImport({
    sheet: pricingSheet,
    upsert: true,
    async apply(tx, rows, ctx) {
      let updated = 0;
      for (const row of rows) {
        const done = await ctx.attempt(row, async () => {
          const partCode = row.values.partCode as string;
          const existing = await findPart(tx, partCode, true);
          if (!existing) {
            ctx.fail(row, 'PART_NOT_FOUND', { partCode }, 'partCode');
            return false;
          }
          const prices = Object.fromEntries(PRICE_KEYS.map((k) => [k, row.values[k] ?? null]));
          const input = parseLikeForm(partUpdateRequest, {
            ...fieldsOf(toPartMaster(existing)),
            ...prices,
            version: existing.version,
          });
          await updatePart(tx, actorOf(ctx.principal, ctx.now), partCode, input, holds, ctx.today);
          return true;
        });
        if (done) updated++;
      }
      return { inserted: 0, updated };
    },
  });
