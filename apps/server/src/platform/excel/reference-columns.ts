import { normalizeVin } from '@spm/domain';
import { dateTimeColumn, intColumn, labelledColumn, textColumn } from './sheet';

/**
 * Export columns of the reference data many lists show, so that each is keyed and headed the same way
 * in every export that shows it. `width` in characters where the header would make it too narrow.
 */

/** The dealer's code (`dealerCode`): 经销商代码 / Dealer code. */
export const dealerCodeColumn = (width?: number) =>
  textColumn('dealerCode', '经销商代码', 'Dealer code', width);

/** The dealer's name (`dealerName`): 经销商名称 / Dealer name. */
export const dealerNameColumn = (width?: number) =>
  textColumn('dealerName', '经销商名称', 'Dealer name', width);

/** The number of the dealer order a row refers to (`dealerOrderNo`): 订单号 / Dealer order no. */
export const dealerOrderNoColumn = (width = 18) =>
  textColumn('dealerOrderNo', '订单号', 'Dealer order no', width);

/** A part's code (`partCode`): 配件编号 / Part code. */
export const partCodeColumn = (width?: number) => textColumn('partCode', '配件编号', 'Part code', width);

/** A part's Chinese name (`nameZh`) where a list shows one name: 配件名称 / Part name. */
export const partNameColumn = (width?: number) => textColumn('nameZh', '配件名称', 'Part name', width);

/** A vehicle's VIN (`vin`): VIN码 / VIN, 20 characters wide. */
export const vinColumn = () => textColumn('vin', 'VIN码', 'VIN', 20);

/**
 * A VIN read from an import sheet (`vin`): required, at most 17 characters, trimmed and upper-cased
 * (`normalizeVin`) before the checks, with an example VIN in the template. Headed VIN码 / VIN unless
 * the sheet's own page calls it otherwise (`headerZh`).
 */
export const vinImportColumn = (headerZh = 'VIN码') =>
  ({
    key: 'vin',
    headerZh,
    headerEn: 'VIN',
    type: 'string',
    required: true,
    max: 17,
    normalize: normalizeVin,
    example: 'LSVAU2180N2183294',
  }) as const;

/** A document's status (`status`) by its bilingual labels: 状态 / Status. */
export const documentStatusColumn = <V extends string | number>(
  values: readonly V[],
  labels: Readonly<Record<V, { zh: string; en: string }>>,
) => labelledColumn('status', '状态', 'Status', values, labels);

/** A document's currency code (`currency`): 币种 / Currency. */
export const currencyColumn = () => textColumn('currency', '币种', 'Currency');

/** How many lines a document has (`lineCount`): 行数 / Lines. */
export const lineCountColumn = () => intColumn('lineCount', '行数', 'Lines');

/** When a document was last submitted (`submittedAt`, business time): 提交时间 / Submitted at. */
export const submittedAtColumn = () => dateTimeColumn('submittedAt', '提交时间', 'Submitted at');

/** A free-text remark (`remark`): 备注 / Remark. */
export const remarkColumn = (width?: number) => textColumn('remark', '备注', 'Remark', width);
