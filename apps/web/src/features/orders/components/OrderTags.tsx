import {
  labelText,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  type OrderStatus,
  type OrderType,
  VOR_APPROVAL_STATUS_LABELS,
  type VorApprovalStatus,
} from '@spm/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../app/i18n';

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
const APPROVAL_COLORS: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** The wording of a domain label in the screen's language. */
function useLabel() {
  const { i18n } = useTranslation();
  return (label: { zh: string; en: string } | undefined, fallback: string) =>
    label ? labelText(label, i18n.language as Language) : fallback;
}

/** Order status 0-11 as a coloured tag with the domain wording (spec §4). */
export function OrderStatusTag({ status }: { status: number }) {
  const text = useLabel();
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }} data-status={status}>
      {text(ORDER_STATUS_LABELS[status as OrderStatus], String(status))}
    </Tag>
  );
}

/** Order type (Normal, Urgent, VOR, DFS) as a coloured tag. */
export function OrderTypeTag({ type }: { type: string }) {
  const text = useLabel();
  return (
    <Tag color={TYPE_COLORS[type]} style={{ marginInlineEnd: 0 }}>
      {text(ORDER_TYPE_LABELS[type as OrderType], type)}
    </Tag>
  );
}

/** VOR approval status; nothing for orders without approval. */
export function VorApprovalTag({ status }: { status: VorApprovalStatus }) {
  const text = useLabel();
  if (status === 'none') return null;
  return (
    <Tag color={APPROVAL_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {text(VOR_APPROVAL_STATUS_LABELS[status], status)}
    </Tag>
  );
}

/** Options of a domain enum for selects, in the screen's language. */
export function useEnumOptions() {
  const text = useLabel();
  return {
    orderTypes: Object.entries(ORDER_TYPE_LABELS).map(([value, label]) => ({
      value,
      label: text(label, value),
    })),
    statuses: Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({
      value: Number(value),
      label: text(label, value),
    })),
    approvals: Object.entries(VOR_APPROVAL_STATUS_LABELS).map(([value, label]) => ({
      value,
      label: text(label, value),
    })),
  };
}
