import {
  businessDate,
  businessDateTime,
  DELIVERY_CARD_LENGTH,
  type Language,
  nameIn,
  wrapDeliveryCardText,
} from '@spm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { dealers, warehouses } from '../../platform/db/platform.tables';
import { AppError } from '../../platform/errors';
import { assertPrintCopies, renderPdf } from '../../platform/pdf/pdf';
import { type PrintedFile, partCells, partColumns, printDocumentList } from '../../platform/print/list-print';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { getDelivery, shipBillWarehouseScope } from './deliveries.service';
import { currentWarehouseScope } from './fulfilment.repository';
import { shipBoxes, shipBoxLines } from './fulfilment.tables';
import { getPickBill } from './pick-bills.queries';

export type { PrintedFile };

/** How a document is printed: `copies` (1-5000) in `language`, times in the business time zone `tz`. */
export interface PrintRequest {
  copies: number;
  language: Language;
  tz: string;
}

const WORDS = {
  'zh-CN': {
    pickList: '拣货单',
    pickBillNo: '拣货单号',
    warehouse: '仓库',
    createdAt: '创建时间',
    status: '状态',
    open: '待拣货',
    confirmed: '已确认',
    no: '序号',
    storage: '库位',
    partCode: '配件编号',
    partName: '配件名称',
    order: '订单号',
    qty: '应拣数',
    picked: '实拣数',
    shipBill: '发运单',
    shipBillNo: '发运单号',
    dealer: '经销商',
    shipDate: '发运日期',
    transport: '运输方式',
    carrier: '承运商',
    shipped: '发运数',
    price: '单价',
    amount: '金额',
    total: '合计',
    card: '配送卡',
    boxNo: '箱号',
    pieces: '件数',
    lines: '行数',
  },
  'en-US': {
    pickList: 'Pick list',
    pickBillNo: 'Pick bill no',
    warehouse: 'Warehouse',
    createdAt: 'Created',
    status: 'Status',
    open: 'To pick',
    confirmed: 'Confirmed',
    no: 'No',
    storage: 'Storage',
    partCode: 'Part code',
    partName: 'Part name',
    order: 'Order no',
    qty: 'To pick',
    picked: 'Picked',
    shipBill: 'Ship bill',
    shipBillNo: 'Ship bill no',
    dealer: 'Dealer',
    shipDate: 'Ship date',
    transport: 'Transport',
    carrier: 'Carrier',
    shipped: 'Shipped',
    price: 'Price',
    amount: 'Amount',
    total: 'Total',
    card: 'Delivery card',
    boxNo: 'Box no',
    pieces: 'Pieces',
    lines: 'Lines',
  },
} as const;

/**
 * The pick list of a pick bill of the current warehouse as PDF (spec §9: 27 lines per page, copies
 * 1-5000): lines in storage-location order with an empty column for the picked qty (or the confirmed
 * one). NOT_FOUND for another warehouse's bill; PRINT_COPIES_OUT_OF_RANGE {max}.
 */
export async function printPickList(
  db: DbOrTx,
  principal: Principal,
  id: number,
  { copies, language, tz }: PrintRequest,
): Promise<PrintedFile> {
  assertPrintCopies(copies);
  const bill = await getPickBill(db, principal, id);
  const w = WORDS[language];
  return printDocumentList(
    bill.pickBillNo,
    language,
    {
      title: w.pickList,
      fields: [
        { label: w.pickBillNo, value: bill.pickBillNo },
        {
          label: w.warehouse,
          value: `${bill.warehouseCode} ${nameIn(bill, language, 'warehouseName')}`,
        },
        { label: w.createdAt, value: businessDateTime(new Date(bill.createdAt), tz) },
        { label: w.status, value: bill.status === 1 ? w.confirmed : w.open },
      ],
      columns: [
        { title: w.no, width: 26, align: 'right' },
        { title: w.storage, width: 62 },
        { title: w.partCode, width: 100 },
        { title: w.partName, width: '*' },
        { title: w.order, width: 88 },
        { title: w.qty, width: 40, align: 'right' },
        { title: w.picked, width: 40, align: 'right' },
      ],
      rows: bill.lines.map((l, i) => [
        String(i + 1),
        l.storageCode,
        l.partCode,
        nameIn(l, language),
        l.dealerOrderNo ?? '',
        String(l.qty),
        l.pickedQty === null ? '' : String(l.pickedQty),
      ]),
    },
    copies,
  );
}

/**
 * A ship bill of the current warehouse as PDF (27 lines per page, copies 1-5000): header (dealer,
 * order, ship date, transport, carrier) and the shipped lines with price and amount.
 */
export async function printShipBill(
  db: DbOrTx,
  principal: Principal,
  id: number,
  { copies, language }: PrintRequest,
): Promise<PrintedFile> {
  assertPrintCopies(copies);
  const bill = await getDelivery(db, shipBillWarehouseScope(principal), id);
  const [dealer] = await db
    .select({ nameZh: dealers.nameZh, nameEn: dealers.nameEn })
    .from(dealers)
    .where(eq(dealers.code, bill.dealerCode));
  const w = WORDS[language];
  return printDocumentList(
    bill.shipBillNo,
    language,
    {
      title: w.shipBill,
      fields: [
        { label: w.shipBillNo, value: bill.shipBillNo },
        { label: w.order, value: bill.dealerOrderNo ?? '' },
        { label: w.dealer, value: `${bill.dealerCode} ${dealer ? nameIn(dealer, language) : ''}` },
        {
          label: w.warehouse,
          value: `${bill.sendingWarehouseCode} ${nameIn(bill, language, 'sendingWarehouseName')}`,
        },
        { label: w.shipDate, value: bill.shipDate },
        { label: w.transport, value: bill.transportType ?? '' },
        { label: w.carrier, value: bill.carrier ?? '' },
        { label: w.total, value: `${bill.deliveryQty} / ${bill.amount}` },
      ],
      columns: [
        ...partColumns(w),
        { title: w.shipped, width: 44, align: 'right' },
        { title: w.price, width: 60, align: 'right' },
        { title: w.amount, width: 70, align: 'right' },
      ],
      rows: bill.lines.map((l, i) => [...partCells(l, i, language), String(l.shippedQty), l.price, l.amount]),
    },
    copies,
  );
}

/**
 * The delivery card (box label) of a ship box of the current warehouse, A6 landscape: box no, order
 * no, dealer code and name, the dealer's city and the sending warehouse, each text line at most 26
 * display columns (spec §9 "delivery card length"; a Chinese character counts 2), pieces and lines.
 */
export async function printDeliveryCard(
  db: DbOrTx,
  principal: Principal,
  id: number,
  { copies, language, tz }: PrintRequest,
): Promise<PrintedFile> {
  assertPrintCopies(copies);
  const [box] = await db
    .select({
      boxNo: shipBoxes.boxNo,
      createdAt: shipBoxes.createdAt,
      dealerOrderNo: dealerOrders.dealerOrderNo,
      dealerCode: dealers.code,
      dealerNameZh: dealers.nameZh,
      dealerNameEn: dealers.nameEn,
      provinceZh: dealers.provinceZh,
      cityZh: dealers.cityZh,
      cityEn: dealers.cityEn,
      warehouseCode: warehouses.code,
      warehouseNameZh: warehouses.nameZh,
      warehouseNameEn: warehouses.nameEn,
      pieces: sql<number>`(select coalesce(sum(l.qty), 0)::int from ${shipBoxLines} l where l.box_id = ${shipBoxes.id})`,
      lines: sql<number>`(select count(*)::int from ${shipBoxLines} l where l.box_id = ${shipBoxes.id})`,
    })
    .from(shipBoxes)
    .innerJoin(dealerOrders, eq(dealerOrders.id, shipBoxes.orderId))
    .innerJoin(dealers, eq(dealers.code, dealerOrders.dealerCode))
    .innerJoin(warehouses, eq(warehouses.code, shipBoxes.warehouseCode))
    .where(and(eq(shipBoxes.id, id), currentWarehouseScope(principal, shipBoxes.warehouseCode)));
  if (!box) throw new AppError('NOT_FOUND');
  const w = WORDS[language];
  const zh = language === 'zh-CN';
  const card = (text: string) =>
    wrapDeliveryCardText(text, DELIVERY_CARD_LENGTH).map((line) => ({ text: line, fontSize: 12 }));
  const content = [
    { text: w.card, fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
    { text: `${w.boxNo}: ${box.boxNo}`, fontSize: 18, bold: true },
    { text: `${w.order}: ${box.dealerOrderNo ?? ''}`, fontSize: 12, margin: [0, 4, 0, 4] },
    ...card(`${box.dealerCode} ${nameIn(box, language, 'dealerName')}`),
    ...card(zh ? `${box.provinceZh}${box.cityZh}` : box.cityEn),
    ...card(`${w.warehouse}: ${box.warehouseCode} ${nameIn(box, language, 'warehouseName')}`),
    {
      text: `${w.pieces}: ${box.pieces}   ${w.lines}: ${box.lines}   ${businessDate(box.createdAt, tz)}`,
      fontSize: 11,
      margin: [0, 6, 0, 0],
    },
  ];
  const doc = {
    pageSize: 'A6',
    pageOrientation: 'landscape',
    pageMargins: [20, 16, 20, 16],
    content,
    info: { title: box.boxNo },
  };
  return { fileName: `${w.card}-${box.boxNo}.pdf`, pdf: await renderPdf(doc, copies) };
}
