import { defineErrors } from './types.js';

/** Dealer order errors: status, actions, qty, orderability, header rules, VIN, credit (spec §4, §5, §8). */
export const ordersErrors = defineErrors({
  ORDER_STATUS_TRANSITION_INVALID: {
    http: 409,
    zh: '订单状态不能从 {from} 变更为 {to}',
    en: 'The order status cannot change from {from} to {to}',
  },
  ORDER_NOT_DELETABLE: {
    http: 409,
    zh: '已存在DO订单，不能删除（只能删除未释放的订单）',
    en: 'DO order exists cannot delete (only unreleased orders can be deleted)',
  },
  ORDER_PARTLY_RECEIVED: {
    http: 409,
    zh: '订单已部分收货，不能删除',
    en: 'Order partly received cannot be deleted',
  },
  ORDER_AGENT_ENTERED: {
    http: 409,
    zh: '代录入的订单不能删除',
    en: "An order entered on the dealer's behalf cannot be deleted",
  },
  ORDER_NOT_EDITABLE: {
    http: 409,
    zh: '只能修改未完成（未提交）的订单',
    en: 'Only an uncompleted (unsubmitted) order can be edited',
  },
  ORDER_NOT_SUBMITTABLE: {
    http: 409,
    zh: '只能提交未完成（未提交）的订单',
    en: 'Only an uncompleted (unsubmitted) order can be submitted',
  },
  ORDER_LINES_REQUIRED: { http: 422, zh: '请添加配件', en: 'Parts must be added' },
  ORDER_TOO_MANY_LINES: {
    http: 422,
    zh: '一个订单最多{max}行配件（当前{count}行），请拆分为多个订单',
    en: 'An order may have at most {max} part lines ({count} given); split it into several orders',
  },
  VOR_APPROVAL_NOT_PENDING: {
    http: 409,
    zh: '该订单不是待审批的VOR订单',
    en: 'The order is not a VOR order awaiting approval',
  },
  ORDER_QTY_INVALID: { http: 422, zh: '订货数量须为正整数', en: 'The order qty must be a positive integer' },
  ORDER_QTY_BELOW_MIN_PACKAGE_QTY: {
    http: 422,
    zh: '订货数量不能小于最小包装数{minPackageQty}',
    en: 'The order qty cannot be below the min package qty {minPackageQty}',
  },
  ORDER_QTY_NOT_MULTIPLE_OF_UNIT_SALES_QTY: {
    http: 422,
    zh: '订货数量须为销售单位数{unitSalesQty}的整数倍',
    en: 'The order qty must be a multiple of the unit sales qty {unitSalesQty}',
  },
  ORDER_QTY_BELOW_SHIPPED_QTY: {
    http: 422,
    zh: '订货数量不能小于已发货数量{sendQty}',
    en: 'The order qty cannot be below the shipped qty {sendQty}',
  },
  ORDER_QTY_INCREASE_NOT_ALLOWED: {
    http: 422,
    zh: '修改时订货数量不能大于原数量{originalQty}',
    en: 'On modification the order qty cannot be raised above {originalQty}',
  },
  PART_REPLACED: {
    http: 422,
    zh: '配件 {partCode} 已被替换为 {newPartCode}，不能订货',
    en: 'Part {partCode} is replaced by {newPartCode} and cannot be ordered',
  },
  PART_ABOLISHED: {
    http: 422,
    zh: '配件 {partCode} 已废止，不能订货',
    en: 'Part {partCode} is discarded and cannot be ordered',
  },
  PART_LIMITED_SALE: {
    http: 422,
    zh: '配件 {partCode} 在{area}区域限制销售，不能订货',
    en: 'Part {partCode} is limited-sale in area {area} and cannot be ordered',
  },
  PART_DEDICATED_TOOL: {
    http: 422,
    zh: '配件 {partCode} 是专用工具，不能订货',
    en: 'Part {partCode} is a dedicated tool and cannot be ordered',
  },
  PART_DEDICATED_SUB_PART: {
    http: 422,
    zh: '配件 {partCode} 是专用子件，不能订货',
    en: 'Part {partCode} is a dedicated sub-part and cannot be ordered',
  },
  PART_NEW_MODEL: {
    http: 422,
    zh: '配件 {partCode} 是新车型件，不能订货',
    en: 'Part {partCode} is a new-model part and cannot be ordered',
  },
  PART_NOT_IMPLEMENTED: {
    http: 422,
    zh: '配件 {partCode} 尚未实施，不能订货',
    en: 'Part {partCode} is not yet implemented and cannot be ordered',
  },
  PART_EMBARGOED_ON_URGENT: {
    http: 422,
    zh: '禁运配件 {partCode} 不能紧急订货',
    en: 'Embargoed part {partCode} cannot be on an urgent order',
  },
  PART_AIR_PARCEL_EMBARGOED: {
    http: 422,
    zh: '禁止空运配件 {partCode} 不能紧急空运订货',
    en: 'Air-parcel-embargoed part {partCode} cannot be on an urgent air order',
  },
  NEW_ENERGY_PART_NOT_AUTHORISED: {
    http: 422,
    zh: '未授权的经销商不能订购新能源配件 {partCode}',
    en: 'Dealers not authorised for new energy cannot order new-energy part {partCode}',
  },
  TRANSPORT_TYPE_REQUIRED: {
    http: 422,
    zh: '紧急订单须选择运输方式',
    en: 'An urgent order requires a transport type',
  },
  TRANSPORT_TYPE_NOT_ALLOWED: {
    http: 422,
    zh: '只有紧急订单可以选择运输方式',
    en: 'Only urgent orders take a transport type',
  },
  APPROVAL_NO_REQUIRED: { http: 422, zh: '请输入审批号', en: 'Please input the approval no' },
  APPROVAL_NO_NOT_ALLOWED: {
    http: 422,
    zh: '经销商类型不是内部客户时，审批号须为空',
    en: 'The approval no must be empty unless the dealer type is internal customer',
  },
  APPROVAL_NO_INVALID: {
    http: 422,
    zh: '审批号须以L1至L6开头',
    en: 'The approval no must start with L1 to L6',
  },
  DFS_PURCHASE_CODE_REQUIRED: {
    http: 422,
    zh: '请输入DFS采购代码',
    en: 'Please input the DFS purchase code',
  },
  RECEIVING_WAREHOUSE_NOT_ALLOWED_FOR_DFS: {
    http: 422,
    zh: 'DFS订单的收货仓库须为空',
    en: 'The receiving warehouse must be empty for DFS orders',
  },
  RECEIVING_WAREHOUSE_REQUIRED: {
    http: 422,
    zh: '请选择收货仓库',
    en: 'Please select the receiving warehouse',
  },
  DFS_DEALER_TYPE_INVALID: {
    http: 422,
    zh: '只有经销商类型为{dealerTypes}的经销商可以下DFS订单',
    en: 'Only dealers of type {dealerTypes} can place DFS orders',
  },
  DFS_WAREHOUSE_INVALID: {
    http: 422,
    zh: 'DFS订单的订货仓库须为慢流主仓库',
    en: 'The order warehouse of a DFS order must be the slow-flow main warehouse',
  },
  WAREHOUSE_NOT_ORDERING: {
    http: 422,
    zh: '仓库 {warehouseCode} 不是经销商 {dealerCode} 的订货仓库（可订货仓库：{allowed}）',
    en: 'Warehouse {warehouseCode} is not an ordering warehouse of dealer {dealerCode} (ordering warehouses: {allowed})',
  },
  VIN_REQUIRED: { http: 422, zh: 'VOR订单须输入VIN', en: 'A VOR order requires the VIN' },
  VIN_FORMAT_INVALID: {
    http: 422,
    zh: 'VIN {vin} 须为17位数字或大写字母（不含I、O、Q）',
    en: 'VIN {vin} must be 17 digits or capital letters (no I, O or Q)',
  },
  VIN_CHECK_DIGIT_MISMATCH: {
    http: 422,
    zh: 'VIN {vin} 的校验位错误（应为 {expected}）',
    en: 'The check digit of VIN {vin} is wrong (expected {expected})',
  },
  ORDER_IMPORT_DUPLICATE_ROW: {
    http: 422,
    zh: '第{row}行与第{firstRow}行重复（{key}）',
    en: 'Row {row} repeats row {firstRow} ({key})',
  },
  CREDIT_SHORTFALL: {
    http: 501,
    zh: '信用额度不足（订单金额{orderAmount}，剩余可提交金额{remainingAmount}），订单已暂存，不能提交',
    en: 'Credit deficiency (order amount {orderAmount}, remaining submittable {remainingAmount}): the order is saved temporarily and cannot be submitted',
  },
  DEALER_ORDER_NO_INVALID: {
    http: 422,
    zh: '订单号 {dealerOrderNo} 格式不正确',
    en: 'Dealer order no {dealerOrderNo} is malformed',
  },
  DEALER_ORDER_NO_RESERVED: {
    http: 422,
    zh: '订单号 {dealerOrderNo} 为系统保留的虚拟订单号',
    en: 'Dealer order no {dealerOrderNo} is the reserved virtual order number',
  },
  ORDER_SEQUENCE_EXHAUSTED: {
    http: 409,
    zh: '当日订单号已用完（上限{max}）',
    en: 'The order numbers of the day are used up (limit {max})',
  },
});
