import { ExclamationCircleFilled } from '@ant-design/icons';
import { App, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/errors';
import { notify } from '../../app/api/notify';
import { formatMoney } from '../../shared/format';
import { type SubmitResult, submitOrder } from './api';

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Submits a temporary order (spec §5 "credit shortfall: order saved temporarily … or confirmation
 * asked before submit"). One Idempotency-Key per attempt, so a double click or a lost answer never
 * submits twice. On envelope 501 CREDIT_SHORTFALL a dialog explains that the order stayed temporary,
 * shows order amount, remaining submittable amount and shortfall, and asks before trying again.
 * `onDone` gets the result when submitted, null when the user kept the order temporary.
 */
export function useSubmitOrder({ onDone }: { onDone: (result: SubmitResult | null) => unknown }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);

  const attempt = async (id: number, version: number): Promise<void> => {
    setBusy(true);
    try {
      const sent = await submitOrder(id, version, newKey());
      if (!sent.warning) {
        await onDone(sent.data);
        return;
      }
      const s = sent.data.shortfall;
      modal.confirm({
        title: t('orders:shortfall.title'),
        icon: <ExclamationCircleFilled style={{ color: '#faad14' }} />,
        width: 520,
        content: (
          <div data-testid="shortfall-dialog">
            <p>{sent.message}</p>
            {s && (
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t('orders:shortfall.orderAmount')}>
                  ¥{formatMoney(s.orderAmount)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders:credit.remainingSubmittableAmount')}>
                  ¥{formatMoney(s.remainingAmount)}
                </Descriptions.Item>
                <Descriptions.Item label={t('orders:shortfall.shortfallAmount')}>
                  <span style={{ color: '#cf1322' }}>¥{formatMoney(s.shortfallAmount)}</span>
                </Descriptions.Item>
              </Descriptions>
            )}
            <p style={{ marginTop: 8 }}>{t('orders:shortfall.question')}</p>
          </div>
        ),
        okText: t('orders:shortfall.retry'),
        cancelText: t('orders:shortfall.keep'),
        onOk: () => attempt(id, sent.data.version),
        onCancel: () => void onDone(null),
      });
    } catch (error) {
      if (isApiError(error) && !error.shown) {
        notify.error(error.errors[0]?.message ?? error.message);
        error.shown = true;
      }
    } finally {
      setBusy(false);
    }
  };

  return { submit: attempt, busy };
}
