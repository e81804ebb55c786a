import { Tag } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { type ColumnOptions, col, titledColumns } from '../../../shared/columns';
import type { DealerOrderSummary } from '../api';
import { OrderStatusTag } from './OrderStatusTag';

type Row = DealerOrderSummary;

/**
 * The columns the dealer order lists share (status query, VOR approval, order input, unsubmitted
 * orders), each with its usual title and width; options override. `dealer` is left out for a dealer
 * user (their own orders only) unless `always`.
 */
export function useOrderListColumns() {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'orders:field.');
  const { me } = useSession();
  return {
    orderType: (options: ColumnOptions<Row> = {}) =>
      cols.status<Row>('orderType', 'orderType', { width: 90, ...options }),
    /** Order status with the VOR approval tag beside it ("awaiting VOR approval" while held for it). */
    statusWithApproval: (options: ColumnOptions<Row> = {}): ColumnType<Row> =>
      cols.text<Row>('status', {
        width: 160,
        render: (s: number, row) => <OrderStatusTag status={s} vorApprovalStatus={row.vorApprovalStatus} />,
        ...options,
      }),
    dealer: (width: number, always = false): ColumnsType<Row> =>
      me.dealerCode && !always
        ? []
        : [
            {
              title: t('orders:field.dealer'),
              key: 'dealer',
              width,
              render: (_: unknown, r: Row) => `${r.dealerCode} ${r.dealerName}`,
            },
          ],
    orderWarehouse: (width: number) =>
      col.text<Row>(t('orders:field.orderWarehouse'), 'orderWarehouseName', { width }),
    lineCount: (width: number) => cols.qty<Row>('lineCount', { width }),
    amount: (options: ColumnOptions<Row> = {}) => cols.money<Row>('amount', options),
    submitDate: (options: ColumnOptions<Row> = {}) =>
      cols.text<Row>('submitDate', { width: 100, ...options }),
    agentEntered: () =>
      cols.text<Row>('agentEntered', {
        width: 90,
        render: (v: boolean) => (v ? <Tag color="purple">{t('orders:agentEntered')}</Tag> : null),
      }),
    createdAt: () => cols.dateTime<Row>('createdAt', { width: 160, sorter: true }),
  };
}
