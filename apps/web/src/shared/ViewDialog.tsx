import { Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A dialog that only shows something (a panel, a list, a document's lines): a title, the content and
 * the close button in the corner, no footer buttons. Its content is unmounted while it is closed, so
 * each opening starts afresh. `width` in pixels.
 */
export function ViewDialog({
  title,
  open,
  onClose,
  width,
  children,
}: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} width={width} destroyOnHidden>
      {children}
    </Modal>
  );
}
