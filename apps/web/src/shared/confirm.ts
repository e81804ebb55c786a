import { App } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  /** The question. */
  content: string;
  /** A red OK button (delete, lock, reject, ...). */
  danger?: boolean;
  /** OK wording when it is not "OK" (e.g. "Delete"). */
  okText?: string;
  onOk: () => unknown;
}

/**
 * The one confirmation of the application (toolbar actions, row actions): an antd confirm dialog
 * titled "Confirm" with OK / Cancel in the screen's language. `onOk` may return a promise; the
 * dialog waits for it (and stays open when it fails, the client having shown the message).
 */
export function useConfirm(): (options: ConfirmOptions) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return ({ content, danger, okText, onOk }) =>
    void modal.confirm({
      title: t('common:confirm.title'),
      content,
      okButtonProps: { danger },
      okText: okText ?? t('common:action.ok'),
      cancelText: t('common:action.cancel'),
      onOk,
    });
}
