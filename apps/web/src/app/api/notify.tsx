import { CloseOutlined } from '@ant-design/icons';
import { type App, message as staticMessage, Modal as staticModal } from 'antd';
import { clearSession } from '../auth/storage';
import { appConfig } from '../config';
import { i18n } from '../i18n';

/**
 * Feedback the API client shows outside React: messages (10 s, closable; spec §8, §9) and the
 * one-at-a-time "login timed out" dialog. `bindFeedback` hands over the antd App instances so the
 * messages follow the theme and locale; before that the static functions are used.
 */
type AppApi = ReturnType<typeof App.useApp>;
type MessageInstance = AppApi['message'];
type ModalHookApi = AppApi['modal'];

let messageApi: Pick<MessageInstance, 'open' | 'destroy'> = staticMessage;
let modalApi: Pick<ModalHookApi, 'confirm'> = staticModal;

export function bindFeedback(message: MessageInstance, modal: ModalHookApi): void {
  messageApi = message;
  modalApi = modal;
}

export type MessageKind = 'error' | 'warning' | 'success' | 'info';

/** Shows a closable message; the same text is not stacked twice. */
export function showMessage(kind: MessageKind, text: string, seconds: number = appConfig.messageSeconds): void {
  const key = `${kind}:${text}`;
  messageApi.open({
    key,
    type: kind,
    duration: seconds,
    content: (
      <span className="spm-message">
        <span>{text}</span>
        <CloseOutlined
          className="spm-message-close"
          aria-label={i18n.t('common:action.close')}
          onClick={() => messageApi.destroy(key)}
        />
      </span>
    ),
  });
}

export const notify = {
  error: (text: string) => showMessage('error', text),
  warning: (text: string) => showMessage('warning', text),
  success: (text: string) => showMessage('success', text, 3),
  info: (text: string) => showMessage('info', text, 3),
};

let reloginOpen = false;

/** HTTP 401 (spec §8): "login timed out", re-login (clears the token, back to /login) or cancel. Shown once. */
export function confirmRelogin(): void {
  if (reloginOpen) return;
  reloginOpen = true;
  modalApi.confirm({
    title: i18n.t('common:session.timeoutTitle'),
    content: i18n.t('common:session.timeoutContent'),
    okText: i18n.t('common:session.relogin'),
    cancelText: i18n.t('common:action.cancel'),
    onOk: () => {
      const { pathname, search } = window.location;
      const target = pathname.startsWith('/login') ? '/' : `${pathname}${search}`;
      clearSession();
      window.location.assign(`/login?redirect=${encodeURIComponent(target)}`);
    },
    afterClose: () => {
      reloginOpen = false;
    },
  });
}
