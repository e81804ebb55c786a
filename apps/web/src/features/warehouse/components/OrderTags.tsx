import {
  labelText,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  type OrderStatus,
  type OrderType,
} from '@spm/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';

const STATUS_COLORS: Record<number, string> = {
  0: 'default',
  1: 'gold',
  2: 'orange',
  3: 'blue',
  4: 'cyan',
  5: 'purple',
  6: 'geekblue',
  7: 'geekblue',
  8: 'green',
  9: 'success',
  10: 'default',
  11: 'default',
};

const TYPE_COLORS: Record<string, string> = { VOR: 'red', Urgent: 'orange', Normal: 'blue', DFS: 'purple' };

/** A dealer order status 0-11 as a coloured tag with the domain wording. */
export function OrderStatusTag({ status }: { status: number | null | undefined }) {
  useTranslation();
  if (status === null || status === undefined) return null;
  const label = ORDER_STATUS_LABELS[status as OrderStatus];
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }} data-status={status}>
      {label ? labelText(label, currentLanguage()) : status}
    </Tag>
  );
}

/** An order type (VOR, Urgent, Normal, DFS) as a coloured tag. */
export function OrderTypeTag({ type }: { type: string }) {
  useTranslation();
  const label = ORDER_TYPE_LABELS[type as OrderType];
  return (
    <Tag color={TYPE_COLORS[type]} style={{ marginInlineEnd: 0 }}>
      {label ? labelText(label, currentLanguage()) : type}
    </Tag>
  );
}
