import type { PartsPackageListQuery, PromotionListQuery } from '@spm/contracts';
import { REBATE_TYPE_LABELS, REBATE_TYPES } from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { partCodeColumn, remarkColumn } from '../../platform/excel/reference-columns';
import {
  dateColumn,
  defineExportSheet,
  intColumn,
  labelledColumn,
  moneyColumn,
  textColumn,
} from '../../platform/excel/sheet';
import type { PartsPackageService } from './parts-packages.service';
import type { PromotionService } from './promotions.service';

/** The promotion parts sheet: one row per promotion, as the list shows it. */
const promotionSheet = defineExportSheet({
  key: 'promotions',
  page: 'promotionParts',
  titleZh: '促销配件',
  titleEn: 'Promotion parts',
  columns: [
    partCodeColumn(16),
    textColumn('partNameZh', '中文名称', 'Chinese name', 24),
    textColumn('partNameEn', '英文名称', 'English name', 24),
    moneyColumn('salesPrice', '销售价', 'Sales price'),
    moneyColumn('promotionPrice', '促销价', 'Promotion price'),
    dateColumn('startDate', '开始日期', 'Start date'),
    dateColumn('endDate', '结束日期', 'End date'),
    intColumn('qtyLimit', '每经销商限购数量', 'Limit per dealer'),
    intColumn('orderedQty', '已订购数量', 'Ordered qty'),
    labelledColumn('rebateType', '返利规则', 'Rebate rule', REBATE_TYPES, REBATE_TYPE_LABELS, 28),
    textColumn('rebateValue', '返利值', 'Rebate value'),
    moneyColumn('rebatePerPiece', '每件返利', 'Rebate per piece'),
    remarkColumn(30),
  ],
});

/**
 * The promotion parts export (`GET /api/v1/promotions/export`, permission `promotionParts:export`;
 * spec §2 `/promotionPartsQuery/index`): the list's keyword, `activeOn`, sort and scope (`orderedQty`
 * is the caller's dealer's own, head office: all dealers'), read page by page. Money CNY 2 decimals,
 * qty in pieces, dates business dates; headers in the caller's language.
 */
export const promotionExport = (promotions: PromotionService): ExportDef<PromotionListQuery> =>
  sheetExport(promotionSheet, pagedRows(promotions.list));

/** The parts packages sheet: one row per package, its parts in one cell as the list shows them. */
const packageSheet = defineExportSheet({
  key: 'parts-packages',
  page: 'partsPackage',
  titleZh: '配件包',
  titleEn: 'Parts packages',
  columns: [
    textColumn('packageCode', '配件包编号', 'Package code', 16),
    textColumn('name', '配件包名称', 'Package name', 24),
    dateColumn('validFrom', '有效期起', 'Valid from'),
    dateColumn('validTo', '有效期止', 'Valid to'),
    moneyColumn('packagePrice', '配件包价格', 'Package price'),
    intColumn('partCount', '配件种数', 'Parts'),
    textColumn('parts', '配件及数量', 'Parts and quantities', 60),
    remarkColumn(30),
  ],
});

/** A package's parts as one cell: `part × qty @ price per piece`, in package order, `; ` between. */
export const packagePartsText = (lines: { partCode: string; qty: number; price: string }[]): string =>
  lines.map((l) => `${l.partCode} × ${l.qty} @ ${l.price}`).join('; ');

/**
 * The DFS parts packages export (`GET /api/v1/parts-packages/export`, permission `partsPackage:export`;
 * spec §2 `/partsPackageInquiry/index`): the list's keyword, `validOn` and sort, read page by page.
 * Package price CNY 2 decimals; headers in the caller's language.
 */
export const packageExport = (packages: PartsPackageService): ExportDef<PartsPackageListQuery> =>
  sheetExport(
    packageSheet,
    pagedRows(
      (db, _principal, query) => packages.list(db, query),
      (p) => ({ ...p, partCount: p.lines.length, parts: packagePartsText(p.lines) }),
    ),
  );
