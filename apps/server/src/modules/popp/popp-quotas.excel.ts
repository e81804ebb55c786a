import { QUOTA_MONTHS } from '@spm/domain';
import { defineImport, saveEachRow } from '../../platform/excel/importer';
import { defineSheet } from '../../platform/excel/sheet';
import type { PoppQuotaService } from './popp-quotas.service';

/** Largest task volume: integer part up to 11 digits (spec §8 "Task volume"). */
const QUOTA_MAX = 99_999_999_999.99;

const monthColumns = Array.from({ length: QUOTA_MONTHS }, (_, i) => ({
  key: `m${i + 1}`,
  headerZh: `${i + 1}月`,
  headerEn: `Month ${i + 1}`,
  type: 'money' as const,
  required: true,
  max: QUOTA_MAX,
  example: 1000,
}));

/** The POPP quota sheet (import template and import; spec §3, §8): dealer, year, task volume, 12 months. */
export const poppQuotaSheet = defineSheet({
  key: 'poppQuotas',
  page: 'poppQuota',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: 'POPP任务额度',
  titleEn: 'POPP quotas',
  uniqueBy: ['dealerCode', 'year'],
  columns: [
    {
      key: 'dealerCode',
      headerZh: '经销商代码',
      headerEn: 'Dealer code',
      type: 'string',
      required: true,
      max: 20,
      example: 'D0001',
    },
    {
      key: 'year',
      headerZh: '年度',
      headerEn: 'Year',
      type: 'int',
      required: true,
      min: 2000,
      max: 2100,
      example: 2026,
    },
    {
      key: 'taskVolume',
      headerZh: '年度任务量',
      headerEn: 'Task volume',
      type: 'money',
      required: true,
      max: QUOTA_MAX,
      example: 12000,
      noteZh: '整数部分最多11位，2位小数；12个月之和必须等于年度任务量',
      noteEn: 'Up to 11 integer digits, 2 decimals; the 12 months must sum to it',
    },
    ...monthColumns,
  ],
});

/**
 * POPP quota import (spec §3 "maintained by form and Excel import"): each row sets a dealer's quota of a
 * year through the quota service, so the same rules apply per row (DEALER_NOT_FOUND,
 * POPP_DEALER_NOT_ALLOWED, POPP_QUOTA_MONTHS_SUM, POPP_QUOTA_BELOW_USED); a known dealer and year is
 * updated, a new one inserted. Any row error changes nothing and answers the feedback file.
 */
export function createPoppQuotaImport(quotas: PoppQuotaService) {
  return defineImport({
    sheet: poppQuotaSheet,
    upsert: true,
    apply: (tx, rows, ctx) =>
      saveEachRow(rows, ctx, async (row) => {
        const v = row.values as Record<string, unknown>;
        const dealerCode = String(v.dealerCode);
        const year = Number(v.year);
        const known = await quotas.exists(tx, dealerCode, year);
        await quotas.set(
          tx,
          {
            dealerCode,
            year,
            taskVolume: String(v.taskVolume),
            months: monthColumns.map((m) => String(v[m.key])),
          },
          ctx.language,
        );
        return known ? 'updated' : 'inserted';
      }),
  });
}
