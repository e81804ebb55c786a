import type { SettlementDetail, SettlementListItem, SettlementListQuery } from '@spm/contracts';
import { businessDate, Decimal, type Language, nameIn, sumMoney, toMoney } from '@spm/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope, requireFound } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { dealers } from '../../platform/db/platform.tables';
import { defineImport } from '../../platform/excel/importer';
import { vinImportColumn } from '../../platform/excel/reference-columns';
import { defineSheet } from '../../platform/excel/sheet';
import { settlementContractLines, settlementContracts } from './accident-cars.tables';

/** Settlement time as written in the sheet: `yyyy-MM-dd` or `yyyy-MM-dd HH:mm[:ss]`, business time zone. */
const SETTLED_AT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/**
 * The settlement contract sheet (template centre, import; spec §3 "Settlement contract"): one row per
 * man-hour or spare-part line, the contract's header repeated on each of its rows.
 */
export const settlementSheet = defineSheet({
  key: 'settlement-contracts',
  page: 'settlementContract',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '结算合同',
  titleEn: 'Settlement contracts',
  uniqueBy: ['dealerCode', 'contractNo', 'lineType', 'itemCode'],
  columns: [
    {
      key: 'contractNo',
      headerZh: '维修合同号',
      headerEn: 'Maintenance contract no',
      type: 'string',
      required: true,
      max: 30,
      example: 'WX202611001',
    },
    {
      key: 'settlementNo',
      headerZh: '结算单号',
      headerEn: 'Settlement no',
      type: 'string',
      required: true,
      max: 30,
      example: 'JS202611001',
    },
    {
      key: 'dealerCode',
      headerZh: '经销商编号',
      headerEn: 'Dealer code',
      type: 'string',
      required: true,
      max: 20,
      example: 'D0001',
    },
    {
      key: 'dealerName',
      headerZh: '经销商名称',
      headerEn: 'Dealer name',
      type: 'string',
      max: 100,
      example: '',
    },
    {
      key: 'shopCode',
      headerZh: '2S店编号',
      headerEn: '2S shop code',
      type: 'string',
      max: 20,
      example: 'S2-001',
    },
    {
      key: 'shopName',
      headerZh: '2S店名称',
      headerEn: '2S shop name',
      type: 'string',
      max: 100,
      example: '',
    },
    vinImportColumn(),
    {
      key: 'settledAt',
      headerZh: '结算时间',
      headerEn: 'Settlement time',
      type: 'string',
      required: true,
      max: 19,
      example: '2026-11-01 10:30',
      noteZh: 'yyyy-MM-dd 或 yyyy-MM-dd HH:mm（北京时间）',
      noteEn: 'yyyy-MM-dd or yyyy-MM-dd HH:mm (business time zone)',
    },
    {
      key: 'lineType',
      headerZh: '明细类型',
      headerEn: 'Line type',
      type: 'enum',
      required: true,
      enumValues: [
        { value: 'labour', zh: '工时', en: 'Labour' },
        { value: 'part', zh: '备件', en: 'Part' },
      ],
      example: '备件',
    },
    {
      key: 'itemCode',
      headerZh: '工时/备件编号',
      headerEn: 'Item code',
      type: 'string',
      required: true,
      max: 30,
      example: '',
    },
    {
      key: 'itemName',
      headerZh: '工时/备件名称',
      headerEn: 'Item name',
      type: 'string',
      required: true,
      max: 100,
      example: '',
    },
    {
      key: 'qty',
      headerZh: '数量/工时数',
      headerEn: 'Qty / hours',
      type: 'decimal',
      required: true,
      min: 0,
      max: 99_999_999,
      decimals: 2,
      example: 1,
    },
    {
      key: 'unitPrice',
      headerZh: '单价',
      headerEn: 'Unit price',
      type: 'money',
      required: true,
      max: 99_999_999,
      example: '100.00',
    },
    {
      key: 'discountRate',
      headerZh: '折扣率',
      headerEn: 'Discount rate',
      type: 'decimal',
      min: 0,
      max: 1,
      decimals: 4,
      example: 0.1,
    },
    {
      key: 'cost',
      headerZh: '费用',
      headerEn: 'Cost',
      type: 'money',
      required: true,
      max: 99_999_999,
      example: '90.00',
    },
  ],
});

/**
 * Settlement contract import: rows grouped by dealer and contract no; a new contract is inserted, a
 * known one has its header and lines replaced. A dealer imports only its own contracts
 * (SETTLEMENT_DEALER_NOT_OWN on the row); DEALER_NOT_FOUND for an unknown dealer; a bad settlement
 * time is EXCEL_CELL_INVALID. Totals: labour = Σ labour costs, parts = Σ part costs, pre-discount
 * total = Σ part qty × unit price (before discount), total = labour + parts. The settlement time is
 * read in `businessTz`.
 */
export const settlementImport = (businessTz: string) =>
  defineImport({
    sheet: settlementSheet,
    check: (row) =>
      row.settledAt && !SETTLED_AT.test(row.settledAt)
        ? [{ column: 'settledAt', code: 'EXCEL_CELL_INVALID', params: { value: row.settledAt } }]
        : [],
    async apply(tx, rows, ctx) {
      const tz = businessTz;
      const groups = new Map<string, typeof rows>();
      for (const row of rows) {
        const own = ctx.principal.scope.kind === 'dealer' ? ctx.principal.scope.dealerCode : null;
        const dealerCode = row.values.dealerCode as string;
        if (own && dealerCode !== own) {
          ctx.fail(row, 'SETTLEMENT_DEALER_NOT_OWN', { own, dealerCode }, 'dealerCode');
          continue;
        }
        const key = `${dealerCode}\u0000${row.values.contractNo}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      let inserted = 0;
      let updated = 0;
      for (const group of groups.values()) {
        const head = group[0].values;
        const [dealer] = await tx
          .select({ code: dealers.code })
          .from(dealers)
          .where(eq(dealers.code, head.dealerCode as string));
        if (!dealer) {
          ctx.fail(group[0], 'DEALER_NOT_FOUND', { dealerCode: head.dealerCode }, 'dealerCode');
          continue;
        }
        const lines = group.map((r, i) => ({
          lineNo: i + 1,
          lineType: r.values.lineType as string,
          itemCode: r.values.itemCode as string,
          itemName: r.values.itemName as string,
          qty: r.values.qty as string,
          unitPrice: r.values.unitPrice as string,
          discountRate: r.values.discountRate ?? '0',
          cost: r.values.cost as string,
        }));
        const ofType = (t: string) => lines.filter((l) => l.lineType === t);
        const labourAmount = sumMoney(ofType('labour').map((l) => l.cost));
        const partsAmount = sumMoney(ofType('part').map((l) => l.cost));
        const header = {
          settlementNo: head.settlementNo as string,
          shopCode: head.shopCode,
          shopName: head.shopName,
          vin: head.vin as string,
          settledAt: sql`(${head.settledAt}::timestamp at time zone ${tz})` as unknown as Date,
          labourAmount,
          partsAmount,
          preDiscountTotal: sumMoney(ofType('part').map((l) => new Decimal(l.qty).times(l.unitPrice))),
          totalAmount: sumMoney([labourAmount, partsAmount]),
        };
        const [known] = await tx
          .select({ id: settlementContracts.id })
          .from(settlementContracts)
          .where(
            and(
              eq(settlementContracts.dealerCode, dealer.code),
              eq(settlementContracts.contractNo, head.contractNo as string),
            ),
          );
        let id: number;
        if (known) {
          id = known.id;
          await tx.update(settlementContracts).set(header).where(eq(settlementContracts.id, id));
          await tx.delete(settlementContractLines).where(eq(settlementContractLines.contractId, id));
          updated++;
        } else {
          const [row] = await tx
            .insert(settlementContracts)
            .values({
              ...header,
              contractNo: head.contractNo as string,
              dealerCode: dealer.code,
              createdAt: ctx.now,
            })
            .returning({ id: settlementContracts.id });
          id = row.id;
          inserted++;
        }
        await tx.insert(settlementContractLines).values(lines.map((l) => ({ ...l, contractId: id })));
      }
      return { inserted, updated };
    },
  });

const listColumns = {
  id: settlementContracts.id,
  contractNo: settlementContracts.contractNo,
  settlementNo: settlementContracts.settlementNo,
  dealerCode: settlementContracts.dealerCode,
  dealerNameZh: dealers.nameZh,
  dealerNameEn: dealers.nameEn,
  shopCode: settlementContracts.shopCode,
  shopName: settlementContracts.shopName,
  vin: settlementContracts.vin,
  settledAt: settlementContracts.settledAt,
  labourAmount: settlementContracts.labourAmount,
  partsAmount: settlementContracts.partsAmount,
  preDiscountTotal: settlementContracts.preDiscountTotal,
  totalAmount: settlementContracts.totalAmount,
};

/** Settlement contracts of the caller's scope: a dealer its own, head office all. */
export const settlementScope = (principal: Principal) =>
  dealerDocumentScope(principal, settlementContracts.dealerCode);

/** Settlement contract reads (the list and select dialog, the detail); `businessTz` gives the signing date. */
export function createSettlementQueries(deps: { businessTz: string }) {
  const { businessTz } = deps;
  const select = (db: DbOrTx, where: SQL | undefined) =>
    db
      .select(listColumns)
      .from(settlementContracts)
      .innerJoin(dealers, eq(dealers.code, settlementContracts.dealerCode))
      .where(where);
  const toItem = (r: Awaited<ReturnType<typeof select>>[number], language: Language): SettlementListItem => ({
    id: r.id,
    contractNo: r.contractNo,
    settlementNo: r.settlementNo,
    dealerCode: r.dealerCode,
    dealerName: nameIn(r, language, 'dealerName'),
    shopCode: r.shopCode,
    shopName: r.shopName,
    vin: r.vin,
    settledAt: r.settledAt.toISOString(),
    signingDate: businessDate(r.settledAt, businessTz),
    labourAmount: toMoney(r.labourAmount),
    partsAmount: toMoney(r.partsAmount),
    preDiscountTotal: toMoney(r.preDiscountTotal),
    totalAmount: toMoney(r.totalAmount),
  });

  return {
    /** Contracts in scope, newest settlement first, with the filters: `{items,total,page,pageSize}`. */
    async list(db: DbOrTx, principal: Principal, q: SettlementListQuery, language: Language) {
      const where = and(
        settlementScope(principal),
        q.contractNo ? eq(settlementContracts.contractNo, q.contractNo) : undefined,
        q.settlementNo ? eq(settlementContracts.settlementNo, q.settlementNo) : undefined,
        q.vin ? eq(settlementContracts.vin, q.vin.toUpperCase()) : undefined,
        q.dealerCode ? eq(settlementContracts.dealerCode, q.dealerCode) : undefined,
      );
      return listPage(
        db.select({ total: count() }).from(settlementContracts).where(where),
        select(db, where)
          .orderBy(desc(settlementContracts.settledAt), desc(settlementContracts.id))
          .$dynamic(),
        q,
        (r) => toItem(r, language),
      );
    },

    /** One contract with its lines (line order); NOT_FOUND outside scope. */
    async detail(
      db: DbOrTx,
      principal: Principal,
      id: number,
      language: Language,
    ): Promise<SettlementDetail> {
      const [row] = await select(db, and(eq(settlementContracts.id, id), settlementScope(principal)));
      const head = requireFound(row);
      const lines = await db
        .select()
        .from(settlementContractLines)
        .where(eq(settlementContractLines.contractId, id))
        .orderBy(asc(settlementContractLines.lineNo));
      return {
        ...toItem(head, language),
        lines: lines.map((l) => ({
          lineType: l.lineType as 'labour' | 'part',
          itemCode: l.itemCode,
          itemName: l.itemName,
          qty: l.qty,
          unitPrice: toMoney(l.unitPrice),
          discountRate: l.discountRate,
          cost: toMoney(l.cost),
        })),
      };
    },
  };
}
