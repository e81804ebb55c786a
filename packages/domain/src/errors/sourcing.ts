import { defineErrors } from './types.js';

/** Sourcing: BOM, RFQ and fix price rules and status guards (spec §4, §5, §8 "BOM and RFQ rule messages", §9). */
export const sourcingErrors = defineErrors({
  BOM_SELF_REFERENCE: {
    http: 422,
    zh: '配件 {partCode} 不能作为自身的子件',
    en: 'Part {partCode} cannot be a child part of itself',
  },
  BOM_CYCLE: {
    http: 422,
    zh: '子件 {childPartCode} 已包含父件 {parentPartCode}，不能形成循环BOM',
    en: 'Child part {childPartCode} already contains parent part {parentPartCode}: the BOM would form a cycle',
  },
  BOM_CHILD_NOT_SUB_PART: {
    http: 422,
    zh: '配件 {partCode} 未标记为子件，不能加入BOM',
    en: 'Part {partCode} is not flagged as a sub-part and cannot be a BOM child',
  },
  BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY: {
    http: 422,
    zh: '生效日期 {effectiveFrom} 必须晚于系统日期 {today}',
    en: 'The effective date {effectiveFrom} must be after the system date {today}',
  },
  BOM_EFFECTIVE_RANGE_INVALID: {
    http: 422,
    zh: '失效日期 {effectiveTo} 不能早于生效日期 {effectiveFrom}',
    en: 'The effective-to date {effectiveTo} cannot be before the effective date {effectiveFrom}',
  },
  BOM_LINE_EXISTS: {
    http: 409,
    zh: '父件 {parentPartCode} 的子件 {childPartCode} 在 {effectiveFrom} 已存在',
    en: 'Child part {childPartCode} of parent part {parentPartCode} from {effectiveFrom} already exists',
  },
  RFQ_NOT_EDITABLE: {
    http: 409,
    zh: '询价单 {rfqNo} 不是待确认或已驳回状态，不能修改',
    en: 'RFQ {rfqNo} is neither waiting confirm nor rejected and cannot be edited',
  },
  RFQ_NOT_QUOTABLE: {
    http: 409,
    zh: '询价单 {rfqNo} 不是待确认或已驳回状态，不能报价',
    en: 'RFQ {rfqNo} is neither waiting confirm nor rejected and cannot be quoted',
  },
  RFQ_NOT_CONFIRMABLE: {
    http: 409,
    zh: '询价单 {rfqNo} 不是待确认状态，不能确认',
    en: 'RFQ {rfqNo} is not waiting confirm and cannot be confirmed',
  },
  RFQ_NOT_REJECTABLE: {
    http: 409,
    zh: '询价单 {rfqNo} 不是待确认状态，不能驳回',
    en: 'RFQ {rfqNo} is not waiting confirm and cannot be rejected',
  },
  RFQ_NOT_DELETABLE: {
    http: 409,
    zh: '询价单 {rfqNo} 不是待确认或已驳回状态，不能删除',
    en: 'RFQ {rfqNo} is neither waiting confirm nor rejected and cannot be deleted',
  },
  RFQ_NOT_STOPPABLE: {
    http: 409,
    zh: '询价单 {rfqNo} 未确认或已终止，不能终止',
    en: 'RFQ {rfqNo} is not confirmed or sent to SRM and cannot be stopped',
  },
  RFQ_NOT_TRANSFERABLE: {
    http: 409,
    zh: '询价单 {rfqNo} 不是已确认状态，不能传送SRM',
    en: 'RFQ {rfqNo} is not confirmed and cannot be sent to SRM',
  },
  RFQ_NOT_QUOTED: {
    http: 422,
    zh: '询价单 {rfqNo} 的配件 {partCode} 尚无供应商报价，不能确认',
    en: 'Part {partCode} of RFQ {rfqNo} has no quotation yet: the RFQ cannot be confirmed',
  },
  RFQ_DELETE_LIMIT_EXCEEDED: {
    http: 422,
    zh: '一次最多删除 {max} 张询价单（本次 {count} 张）',
    en: 'At most {max} RFQs can be deleted at once ({count} given)',
  },
  RFQ_STOP_LIMIT_EXCEEDED: {
    http: 422,
    zh: '一次最多终止 {max} 张询价单（本次 {count} 张）',
    en: 'At most {max} RFQs can be stopped at once ({count} given)',
  },
  RFQ_DUPLICATE_PART: {
    http: 422,
    zh: '配件 {partCode} 在询价单中重复',
    en: 'Part {partCode} appears twice in the RFQ',
  },
  RFQ_SUPPLIER_NOT_FOUND: {
    http: 422,
    zh: '供应商 {supplierCode} 不存在或已停用',
    en: 'Supplier {supplierCode} does not exist or is inactive',
  },
  RFQ_QUOTE_LINE_UNKNOWN: {
    http: 422,
    zh: '报价行 {lineId} 不属于该询价单',
    en: 'Quotation line {lineId} is not a line of this RFQ',
  },
  FIX_PRICE_NOT_MODIFIABLE: {
    http: 409,
    zh: '定价单 {fixPriceNo} 不是未审核状态，不能修改',
    en: 'Fix price {fixPriceNo} is not unaudited and cannot be modified',
  },
  FIX_PRICE_NOT_DELETABLE: {
    http: 409,
    zh: '定价单 {fixPriceNo} 不是未审核状态，不能删除',
    en: 'Fix price {fixPriceNo} is not unaudited and cannot be deleted',
  },
  FIX_PRICE_TYPE_IMPORT_NOT_ALLOWED: {
    http: 409,
    zh: '定价单 {fixPriceNo} 不是未审核状态，不能导入定价类型',
    en: 'Fix price {fixPriceNo} is not unaudited: its price type cannot be imported',
  },
  FIX_PRICE_NOT_UNAUDITED: {
    http: 409,
    zh: '定价单 {fixPriceNo} 不是未审核状态，不能开始定价',
    en: 'Fix price {fixPriceNo} is not unaudited and cannot start pricing',
  },
  FIX_PRICE_NOT_PRICING: {
    http: 409,
    zh: '定价单 {fixPriceNo} 不是定价中状态，不能计算或打包',
    en: 'Fix price {fixPriceNo} is not in pricing: it cannot be calculated or packaged',
  },
  FIX_PRICE_NOT_CALCULATED: {
    http: 422,
    zh: '定价单 {fixPriceNo} 尚未计算价格，不能打包',
    en: 'Fix price {fixPriceNo} has not been calculated and cannot be packaged',
  },
  FIX_PRICE_NOT_PENDING_AUDIT: {
    http: 409,
    zh: '审批包 {packageNo} 不是待审核状态，不能审核',
    en: 'Package {packageNo} is not pending audit and cannot be audited',
  },
  FIX_PRICE_PACKAGE_NOT_SUBMITTABLE: {
    http: 409,
    zh: '审批包 {packageNo} 的BPM状态为 {bpmStatus}，不能提交审批',
    en: 'Package {packageNo} has BPM status {bpmStatus} and cannot be submitted for approval',
  },
  FIX_PRICE_PACKAGE_NOT_WITHDRAWABLE: {
    http: 409,
    zh: '审批包 {packageNo} 的BPM状态为 {bpmStatus}，不能撤回',
    en: 'Package {packageNo} has BPM status {bpmStatus} and cannot be withdrawn',
  },
  FIX_PRICE_PACKAGE_NOT_CANCELLABLE: {
    http: 409,
    zh: '审批包 {packageNo} 的BPM状态为 {bpmStatus}，只有待创建、撤回或驳回时可以取消',
    en: 'Package {packageNo} has BPM status {bpmStatus}: only waitcreate, cancel or reject may be cancelled',
  },
  FIX_PRICE_EXCHANGE_RATE_INVALID: {
    http: 422,
    zh: '币种 {currency} 的汇率必须大于0（人民币为1）',
    en: 'The exchange rate of {currency} must be above 0 (1 for CNY)',
  },
});
