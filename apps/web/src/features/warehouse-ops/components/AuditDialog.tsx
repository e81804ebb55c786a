import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, targetFormProps } from '../../../shared/FormDialog';

/** Longest audit opinion of a warehouse document (contracts `warehouse-ops` audit input: 200 characters). */
export const WH_OPINION_MAX = 200;

/** What is audited: the document number and the decision taken on it. */
export interface AuditTarget {
  no: string;
  decision: 'approve' | 'reject';
}

/**
 * Approve or reject a warehouse document (transfer request, stock adjustment) with an opinion: the
 * opinion is required on reject (the server answers the same) and at most `WH_OPINION_MAX` characters;
 * the decision is confirmed before it is sent. Open while `target` is set.
 */
export function AuditDialog({
  target,
  confirm,
  onSubmit,
  onClose,
  header,
}: {
  target: AuditTarget | null;
  /** What is audited (the document's lines), above the opinion. */
  header?: ReactNode;
  /** The question asked before the decision is sent. */
  confirm: (target: AuditTarget) => string;
  onSubmit: (opinion: string | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const reject = target?.decision === 'reject';
  return (
    <FormDialog<{ opinion?: string }>
      {...targetFormProps(
        { target, onClose },
        `${reject ? t('warehouseOps:reject') : t('warehouseOps:approve')} ${target?.no ?? ''}`,
      )}
      okText={reject ? t('warehouseOps:reject') : t('warehouseOps:approve')}
      okDanger={reject}
      name="audit"
      testId="audit-dialog"
      confirm={() => (target ? confirm(target) : null)}
      onSubmit={({ opinion }) => onSubmit(opinion?.trim() || undefined)}
      header={header}
      width={640}
    >
      <Form.Item
        name="opinion"
        label={t('warehouseOps:opinion')}
        rules={[{ required: reject, whitespace: true, message: t('warehouseOps:opinionRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={WH_OPINION_MAX} showCount data-testid="audit-opinion" />
      </Form.Item>
    </FormDialog>
  );
}
