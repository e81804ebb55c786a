import { Alert, Modal, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ActionDialogProps {
  open: boolean;
  title: ReactNode;
  okText: ReactNode;
  onOk: () => unknown;
  onClose: () => void;
  /** The action runs: the OK button spins. */
  busy: boolean;
  width: number;
  children: ReactNode;
}

/**
 * A modal that runs one action on OK (not a form to save: see `FormDialog`): the house cancel
 * button, the busy OK button, and contents dropped when it closes.
 */
export function ActionDialog({
  open,
  title,
  okText,
  onOk,
  onClose,
  busy,
  width,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={onOk}
      confirmLoading={busy}
      okText={okText}
      cancelText={t('common:action.cancel')}
      width={width}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** The contents of an action dialog stacked full width under the error its last try met, if any. */
export function ProblemStack({ problem, children }: { problem: string | null; children: ReactNode }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {problem && <Alert type="error" showIcon message={problem} />}
      {children}
    </Space>
  );
}
