import type { InvoiceItem } from '@spm/contracts';
import { INVOICE_KINDS, INVOICE_STATUSES, perm } from '@spm/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { col } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { financeKeys, financeLists, invoiceImportPath } from '../api';

const TRANSMISSION_COLORS = {
  none: 'default',
  pending: 'processing',
  sent: 'success',
  failed: 'error',
} as const;

/**
 * Invoicing info query (spec §2 `/makeInvoiceInfoQuery/index`, §3 Invoice): settled ship bills
 * (positive) and claim compensations (negative bills, with the claim and original ship bill) with
 * amounts including and excluding tax, invoice code, number, date, status and transmission to the
 * dealer's system; finance imports the tax system's invoice numbers; export.
 */
export default function InvoicesPage() {
  const { t, cols, search } = useListKit('finance:');
  const refresh = useRefresh(financeKeys.invoices);
  const searchFields: SearchField[] = [
    search.text('shipBillNo', 24),
    search.text('invoiceNo', 20),
    search.select(
      'status',
      INVOICE_STATUSES.map((s) => ({ value: s, label: t(`finance:invoiceStatuses.${s}`) })),
      'invoiceStatus',
    ),
    search.select(
      'kind',
      INVOICE_KINDS.map((k) => ({ value: k, label: t(`finance:kinds.${k}`) })),
    ),
    search.dateRange('shipDate', 6, 'billDate'),
  ];
  const columns: ColumnsType<InvoiceItem> = [
    cols.code('billNo'),
    cols.text('kind', {
      render: (k: string) => <Tag color={k === 'negative' ? 'red' : 'blue'}>{t(`finance:kinds.${k}`)}</Tag>,
    }),
    cols.code('shipBillNo'),
    cols.code('claimNo'),
    cols.code('dealerOrderNo'),
    cols.code('dealerCode'),
    cols.text('dealerName'),
    col.date(t('finance:billDate'), 'shipDate'),
    cols.qty('qty'),
    cols.money('amountInclTax'),
    cols.money('amountExclTax'),
    cols.money('taxAmount'),
    col.text(t('finance:invoiceStatus'), 'status', {
      render: (s: string) => (
        <Tag color={s === 'invoiced' ? 'success' : 'default'}>{t(`finance:invoiceStatuses.${s}`)}</Tag>
      ),
    }),
    cols.code('invoiceCode'),
    cols.code('invoiceNo'),
    cols.date('invoiceDate'),
    cols.text('transmission', {
      render: (s: keyof typeof TRANSMISSION_COLORS) => (
        <Tag color={TRANSMISSION_COLORS[s]}>{t(`finance:transmissions.${s}`)}</Tag>
      ),
    }),
  ];
  return (
    <ListPage<InvoiceItem>
      source={financeLists.invoices}
      columns={columns}
      searchFields={searchFields}
      toolbarExtra={
        <ExcelImportButton
          url={invoiceImportPath}
          permission={perm('invoiceQuery', 'import')}
          templateKey="invoiceNumbers"
          label={t('finance:importInvoices')}
          onImported={() => void refresh()}
        />
      }
    />
  );
}
