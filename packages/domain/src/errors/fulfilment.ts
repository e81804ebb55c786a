import { defineErrors } from './types.js';

/** Warehouse fulfilment and dealer receiving errors: release, pick, box, ship, receive (spec §5, §8, §9). */
export const fulfilmentErrors = defineErrors({
  ORDER_NOT_RELEASABLE: {
    http: 409,
    zh: '订单 {dealerOrderNo} 当前状态不能释放',
    en: 'Order {dealerOrderNo} cannot be released in its current status',
  },
  STOCK_SHORTAGE: {
    http: 409,
    zh: '预分配库存不足：配件 {partCode} 需要{requiredQty}件，可用{availableQty}件',
    en: 'Stock shortage on pre-allocation: part {partCode} needs {requiredQty}, {availableQty} available',
  },
  PICK_QTY_INVALID: {
    http: 422,
    zh: '拣货数量须为非负整数',
    en: 'The picked qty must be a non-negative integer',
  },
  PICK_QTY_EXCEEDS: {
    http: 422,
    zh: '配件 {partCode} 的拣货数量{pickedQty}不能大于应拣数量{qty}',
    en: 'The picked qty {pickedQty} of part {partCode} cannot exceed the qty to pick {qty}',
  },
  BOX_EMPTY: { http: 422, zh: '每箱至少需要装入一行配件', en: 'A box must hold at least one line' },
  BOX_QTY_INVALID: { http: 422, zh: '装箱数量须为正整数', en: 'The boxed qty must be a positive integer' },
  BOX_QTY_EXCEEDS_PICKED: {
    http: 422,
    zh: '配件 {partCode} 的装箱数量{boxedQty}不能大于已拣数量{pickedQty}',
    en: 'The boxed qty {boxedQty} of part {partCode} cannot exceed the picked qty {pickedQty}',
  },
  SHIP_BILL_NUMBER_LIMIT: {
    http: 409,
    zh: '发运单号已达上限（字母已到Z）：{baseNo}',
    en: 'Ship bill number limit reached (letter limit reaches Z): {baseNo}',
  },
  CONTAINER_NO_INVALID: {
    http: 422,
    zh: '集装箱或车辆号 {containerNo} 须为2位大写字母、8位日期和2位数字',
    en: 'Container or vehicle number {containerNo} must be two capital letters, an 8-digit date and two digits',
  },
  CONTAINER_NO_IN_USE: {
    http: 409,
    zh: '集装箱或车辆号 {containerNo} 已被使用',
    en: 'Container or vehicle number {containerNo} is already used',
  },
  DELIVERY_ALREADY_CONFIRMED: {
    http: 409,
    zh: '该发运单已确认收货',
    en: 'This delivery is already confirmed',
  },
  RECEIVE_QTY_INVALID: {
    http: 422,
    zh: '收货数量须为非负整数',
    en: 'The received qty must be a non-negative integer',
  },
  RECEIVE_QTY_EXCEEDS_RECEIVABLE: {
    http: 422,
    zh: '收货数量{receivedQty}不能大于可收货数量{receivableQty}',
    en: 'The received qty {receivedQty} cannot exceed the receivable qty {receivableQty}',
  },
  REMARK_REQUIRED_WHEN_QTY_DIFFERS: {
    http: 422,
    zh: '收货数量与可收货数量不一致时须填写备注',
    en: 'A remark is required when the received qty differs from the receivable qty',
  },
  RECEIVE_DATE_BEFORE_SHIP_DATE: {
    http: 422,
    zh: '收货日期不能早于发运日期{shipDate}',
    en: 'The receive date cannot be before the ship date {shipDate}',
  },
  RECEIVE_DATE_OUT_OF_RANGE: {
    http: 422,
    zh: '收货日期须在{monthStart}至{today}之间（当月且不晚于今天）',
    en: 'The receive date must be from {monthStart} to {today} (this month and not after today)',
  },
  LOGISTICS_STATUS_TRANSITION_INVALID: {
    http: 409,
    zh: '物流确认状态不能从{from}变为{to}',
    en: 'The logistics status cannot move from {from} to {to}',
  },
  CONTAINER_NO_REQUIRED: {
    http: 422,
    zh: '交承运商前须填写集装箱或车辆号',
    en: 'A container or vehicle number is required before handing to the carrier',
  },
  CONTAINER_NO_LOCKED: {
    http: 422,
    zh: '集装箱或车辆号只能在交承运商时填写',
    en: 'The container or vehicle number can only be given when handing to the carrier',
  },
  ORDER_NOT_VIRTUALLY_RECEIVABLE: {
    http: 409,
    zh: '订单 {dealerOrderNo} 不是已发运待收货状态，不能虚拟收货',
    en: 'Order {dealerOrderNo} is not shipped and awaiting receipt, so it cannot be virtually received',
  },
  ORDER_NOT_VIRTUALLY_RECEIVED: {
    http: 409,
    zh: '订单 {dealerOrderNo} 不是虚拟收货状态，不能取消虚拟收货',
    en: 'Order {dealerOrderNo} is not virtually received, so the virtual receive cannot be cancelled',
  },
});
