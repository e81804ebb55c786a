import { CloseOutlined } from '@ant-design/icons';
import type { App, ModalFuncProps } from 'antd';
import { clearSession } from '../auth/storage';
import { appConfig } from '../config';
import { i18n } from '../i18n';

/**
 * Feedback the API client shows outside React: messages (10 s, closable; spec §8, §9) and the
 * one-at-a-time "login timed out" dialog. Inside the signed-in layout `bindFeedback` hands over the
 * antd App instances (theme and locale follow); on the public pages the static functions are
 * loaded on first use, which keeps them out of the login page's first load.
 */
type AppApi = ReturnType<typeof App.useApp>;
type MessageApi = Pick<AppApi['message'], 'open' | 'destroy'>;
type ModalApi = { confirm: (config: ModalFuncProps) => unknown };

let boundMessage: MessageApi | null = null;
let boundModal: ModalApi | null = null;

export function bindFeedback(message: AppApi['message'], modal: AppApi['modal']): () => void {
  boundMessage = message;
  boundModal = modal;
  return () => {
    if (boundMessage === message) boundMessage = null;
    if (boundModal === modal) boundModal = null;
  };
}

async function messageApi(): Promise<MessageApi> {
  return boundMessage ?? (await import('antd/es/message')).default;
}

async function modalApi(): Promise<ModalApi> {
  return boundModal ?? (await import('antd/es/modal')).default;
}

export type MessageKind = 'error' | 'warning' | 'success' | 'info';

/** Shows a closable message; the same text is not stacked twice. */
export function showMessage(
  kind: MessageKind,
  text: string,
  seconds: number = appConfig.messageSeconds,
): void {
  const key = `${kind}:${text}`;
  void messageApi().then((api) =>
    api.open({
      key,
      type: kind,
      duration: seconds,
      content: (
        <span className="spm-message" data-testid={`message-${kind}`}>
          <span>{text}</span>
          <CloseOutlined
            className="spm-message-close"
            aria-label={i18n.t('common:action.close')}
            onClick={() => api.destroy(key)}
          />
        </span>
      ),
    }),
  );
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
  void modalApi().then((modal) =>
    modal.confirm({
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
    }),
  );
}
