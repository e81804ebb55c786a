import { defineErrors } from './types.js';

/** Parts master errors: part code, status changes and their blockers, master settings (spec §4, §5, §8). */
export const partsErrors = defineErrors({
  PART_NOT_FOUND: { http: 422, zh: '配件 {partCode} 不存在', en: 'Part {partCode} does not exist' },
  PART_CODE_FORMAT_INVALID: {
    http: 422,
    zh: '配件编号 {partCode} 格式不正确，须为四段大写字母或数字，以“-”分隔',
    en: 'Part code {partCode} is malformed: four segments of capital letters or digits separated by "-"',
  },
  PART_CODE_SEGMENT_TOO_LONG: {
    http: 422,
    zh: '配件编号第{segment}段不能超过{max}位',
    en: 'Segment {segment} of the part code may have at most {max} characters',
  },
  PART_STATUS_TRANSITION_INVALID: {
    http: 409,
    zh: '配件状态不能从 {from} 变更为 {to}',
    en: 'The part status cannot change from {from} to {to}',
  },
  PART_ALREADY_DISCARDED: { http: 409, zh: '配件已废止，不能再次废止', en: 'The part is already discarded' },
  PART_IMPORT_CANNOT_ABOLISH: {
    http: 422,
    zh: '导入不能将非废止配件变更为废止状态 {to}',
    en: 'Import cannot change a non-abolished part to the abolished status {to}',
  },
  PART_IMPORT_CANNOT_REPLACE: {
    http: 422,
    zh: '导入不能将非替换配件变更为替换状态 {to}',
    en: 'Import cannot change a non-replaced part to the replaced status {to}',
  },
  PART_NEW_PART_CODE_REQUIRED: {
    http: 422,
    zh: '替换前请先输入新件号',
    en: 'Input the new part code before replacing the part',
  },
  PART_NEW_PART_CODE_SAME: {
    http: 422,
    zh: '新件号不能与原件号 {partCode} 相同',
    en: 'The new part code cannot be the part code {partCode} itself',
  },
  PART_STOCK_OVER_ZERO: {
    http: 409,
    zh: '配件库存大于零（{stockQty}），不能废止、替换或变更库位',
    en: 'Part stock over zero ({stockQty}) cannot discard, replace or change storage',
  },
  PART_OPEN_ORDERS_EXIST: {
    http: 409,
    zh: '存在未完成订单（{openOrderQty}件），不能废止、替换或变更库位',
    en: 'Order not empty ({openOrderQty} pcs open) cannot discard, replace or change storage',
  },
  PART_IN_INVENTORY_PLAN: {
    http: 409,
    zh: '配件在盘点计划中，不能废止、替换或变更库位',
    en: 'The part is in an inventory count plan: cannot discard, replace or change storage',
  },
  PART_BEING_COUNTED: {
    http: 409,
    zh: '配件正在盘点，不能变更状态或库位',
    en: 'Part being counted blocks status or storage change',
  },
  PART_BEING_PICKED: {
    http: 409,
    zh: '配件正在拣货，不能变更状态或库位',
    en: 'Part being picked blocks status or storage change',
  },
  PART_BEING_SHIPPED: {
    http: 409,
    zh: '配件正在发运，不能变更状态或库位',
    en: 'Part being shipped blocks status or storage change',
  },
  REDUCTION_COEFFICIENT_NEGATIVE: {
    http: 422,
    zh: '削减系数须大于或等于0',
    en: 'The reduction coefficient must be at least 0',
  },
  MAX_STOCK_BELOW_MIN: {
    http: 422,
    zh: '最大库存（{maxStock}）不能小于最小库存（{minStock}）',
    en: 'The max stock ({maxStock}) cannot be below the min stock ({minStock})',
  },
  STOCK_PARAMETER_INVALID: {
    http: 422,
    zh: '{field}须为非负整数',
    en: '{field} must be a non-negative integer',
  },
  INTENSIVE_MOQ_NEEDS_MOQ_AND_MPQ: {
    http: 422,
    zh: '设置集约MOQ前须先设置最小订货量和最小包装数',
    en: 'Set the min order qty and the min package qty before the intensive MOQ',
  },
  INTENSIVE_MOQ_NOT_MULTIPLE: {
    http: 422,
    zh: '集约MOQ（{intensiveMoq}）须为最小订货量（{minOrderQty}）和最小包装数（{minPackageQty}）的整数倍',
    en: 'The intensive MOQ ({intensiveMoq}) must be a multiple of the min order qty ({minOrderQty}) and the min package qty ({minPackageQty})',
  },
  PREDICTION_COEFFICIENT_COUNT: {
    http: 422,
    zh: '预测系数须为{expected}个',
    en: 'There must be {expected} prediction coefficients',
  },
  PREDICTION_COEFFICIENT_OUT_OF_RANGE: {
    http: 422,
    zh: '第{month}个预测系数须在0到1之间',
    en: 'Prediction coefficient {month} must be between 0 and 1',
  },
  PREDICTION_COEFFICIENT_SUM_NOT_ONE: {
    http: 422,
    zh: '预测系数之和须为1（当前为{sum}）',
    en: 'The prediction coefficients must sum to 1 (now {sum})',
  },
  STORAGE_CODE_FORMAT_INVALID: {
    http: 422,
    zh: '库位 {storageCode} 不符合库位编码规范（如 A-01-02-03）',
    en: 'Storage code {storageCode} does not follow the storage norm (e.g. A-01-02-03)',
  },
  STORAGE_CODE_LEVEL_SKIPPED: {
    http: 422,
    zh: '库位 {storageCode} 跳过了第{level}级',
    en: 'Storage code {storageCode} skips level {level}',
  },
  ABNORMAL_PART_STORAGE_TYPE_INVALID: {
    http: 422,
    zh: '异常件库位不能是在途、包装或主库位',
    en: 'Abnormal-part storage cannot be a transit, packaging or main storage',
  },
  MAIN_STORAGE_REQUIRED: {
    http: 422,
    zh: '设置安全库存或容量前须先设置主库位',
    en: 'Set the main storage before the safety stock or the capacity',
  },
  CHILD_PART_STORAGE_WAREHOUSE_ONLY: {
    http: 422,
    zh: '子件默认库位只能在仓库 {warehouseCode} 设置',
    en: 'The child-part default storage can only be set in warehouse {warehouseCode}',
  },
  CIRCULATION_TYPES_INCOMPLETE: {
    http: 422,
    zh: '流通类型须包含快流、中流和慢流（缺少 {missing}）',
    en: 'The circulation types must include fast, medium and slow (missing {missing})',
  },
  CIRCULATION_END_RATIO_INVALID: {
    http: 422,
    zh: '第{row}行结束比例须大于上一行且小于1，最后一行须等于1',
    en: 'Row {row}: the end ratio must rise above the previous row and stay below 1; the last row must be 1',
  },
  CIRCULATION_FIRST_MIN_MONTH: {
    http: 422,
    zh: '第一行的最小月数须为1',
    en: 'The minimum month of the first row must be 1',
  },
  CIRCULATION_MIN_MONTH_INVALID: {
    http: 422,
    zh: '第{row}行的最小月数须为1至12的整数',
    en: 'Row {row}: the minimum month must be an integer from 1 to 12',
  },
  PRICE_RANGE_LAST_END_NOT_EMPTY: {
    http: 422,
    zh: '价格区间最后一行的结束值须为空',
    en: 'The end value of the last price range row must be empty',
  },
  PRICE_RANGE_END_INVALID: {
    http: 422,
    zh: '第{row}行的结束值须大于开始值，且等于下一行的开始值',
    en: 'Row {row}: the end value must exceed the start value and equal the next row start value',
  },
  PRICE_RANGE_START_INVALID: {
    http: 422,
    zh: '第{row}行的开始值须为大于或等于0的金额',
    en: 'Row {row}: the start value must be an amount of at least 0',
  },
  PRICE_RANGE_CONTROL_PARAMETER_INVALID: {
    http: 422,
    zh: '第{row}行的控制参数须大于或等于0，整数最多2位、小数最多1位',
    en: 'Row {row}: the control parameter must be at least 0 with at most 2 integer digits and 1 decimal',
  },
  PACKAGE_CODE_INVALID: {
    http: 422,
    zh: '第{row}行包装代码须为1至{max}位大写字母或数字',
    en: 'Row {row}: the package code must be 1 to {max} capital letters or digits',
  },
  PACKAGE_CODE_DUPLICATE: {
    http: 422,
    zh: '包装代码 {packageCode} 重复',
    en: 'Package code {packageCode} is repeated',
  },
  PACKAGE_QTY_INVALID: {
    http: 422,
    zh: '第{row}行包装数量须为正整数',
    en: 'Row {row}: the package qty must be a positive integer',
  },
  PACKAGE_PROCESS_CODE_INVALID: {
    http: 422,
    zh: '第{row}行工艺代码须为1至{max}位大写字母或数字',
    en: 'Row {row}: the process code must be 1 to {max} capital letters or digits',
  },
  PACKAGE_COST_INVALID: {
    http: 422,
    zh: '第{row}行包装费用须为大于或等于0、最多2位小数的金额',
    en: 'Row {row}: the package cost must be an amount of at least 0 with at most 2 decimals',
  },
});
