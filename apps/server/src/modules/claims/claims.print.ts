import type { ClaimDetail } from '@spm/contracts';
import {
  businessDateTime,
  CLAIM_JUDGE_LABELS,
  CLAIM_REASON_LABELS,
  CLAIM_STATUS_LABELS,
  type Language,
} from '@spm/domain';
import { partCells, partColumns, printDocumentList } from '../../platform/print/list-print';

const WORDS = {
  'zh-CN': {
    title: '索赔单',
    claimBillNo: '索赔单号',
    status: '状态',
    dealer: '经销商',
    warehouse: '索赔仓库',
    shipBill: '发运单号',
    order: '订单号',
    reason: '索赔原因',
    judge: '索赔判定',
    submitter: '提交人',
    submittedAt: '提交时间',
    amount: '补偿金额',
    replacement: '更换订单',
    description: '索赔描述',
    no: '序号',
    partCode: '配件编号',
    partName: '配件名称',
    shipped: '发运数',
    claimQty: '索赔数',
    price: '单价',
  },
  'en-US': {
    title: 'Claim',
    claimBillNo: 'Claim bill no',
    status: 'Status',
    dealer: 'Dealer',
    warehouse: 'Claim warehouse',
    shipBill: 'Ship bill no',
    order: 'Order no',
    reason: 'Claim reason',
    judge: 'Claim judge',
    submitter: 'Submitter',
    submittedAt: 'Submitted at',
    amount: 'Compensated amount',
    replacement: 'Replacement order',
    description: 'Description',
    no: 'No',
    partCode: 'Part code',
    partName: 'Part name',
    shipped: 'Shipped',
    claimQty: 'Claimed',
    price: 'Price',
  },
} as const;

/**
 * A dealer claim as PDF (spec §3 Claim "print"): header (claim bill no, status, dealer, claim
 * warehouse, ship bill and order, reason, judge, submitter, submit time, compensated amount,
 * replacement order, description) and the claimed lines. Copies 1-5000 (PRINT_COPIES_INVALID).
 */
export async function printClaim(claim: ClaimDetail, copies: number, language: Language, tz: string) {
  const w = WORDS[language];
  const zh = language === 'zh-CN';
  const label = (l: { zh: string; en: string } | undefined) => (l ? (zh ? l.zh : l.en) : '');
  return printDocumentList(
    claim.claimBillNo,
    language,
    {
      title: w.title,
      fields: [
        { label: w.claimBillNo, value: claim.claimBillNo },
        { label: w.status, value: label(CLAIM_STATUS_LABELS[claim.status as 0]) },
        { label: w.dealer, value: claim.dealerCode },
        { label: w.warehouse, value: claim.warehouseCode },
        { label: w.shipBill, value: claim.shipBillNo },
        { label: w.order, value: claim.dealerOrderNo },
        { label: w.reason, value: label(CLAIM_REASON_LABELS[claim.reason as 1]) },
        { label: w.judge, value: claim.judge ? label(CLAIM_JUDGE_LABELS[claim.judge as 1]) : '' },
        { label: w.submitter, value: `${claim.submitter} ${claim.phone}` },
        {
          label: w.submittedAt,
          value: claim.submittedAt ? businessDateTime(new Date(claim.submittedAt), tz) : '',
        },
        { label: w.amount, value: claim.compensatedAmount ?? '' },
        { label: w.replacement, value: claim.replacementOrderNo ?? '' },
        { label: w.description, value: claim.description },
      ],
      columns: [
        ...partColumns(w),
        { title: w.shipped, width: 44, align: 'right' },
        { title: w.claimQty, width: 44, align: 'right' },
        { title: w.price, width: 60, align: 'right' },
      ],
      rows: claim.lines.map((l, i) => [
        ...partCells(l, i, language),
        String(l.shippedQty),
        String(l.claimQty),
        l.price,
      ]),
    },
    copies,
  );
}
