import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../shared/MoneyText';

/** A quota's yearly, used-or-applied and remaining amounts (CNY), plus this POPP's amount when given. */
export function QuotaFigures({
  year,
  quota,
  amount,
}: {
  year: number;
  quota: { taskVolume: string; usedAmount: string; remainingAmount: string } | null | undefined;
  amount?: string;
}) {
  const { t } = useTranslation();
  if (!quota)
    return <Alert type="warning" showIcon message={t('popp:entry.noQuota')} style={{ marginTop: 16 }} />;
  return (
    <Descriptions
      size="small"
      bordered
      column={amount === undefined ? 3 : 4}
      title={t('popp:entry.quota', { year })}
      style={{ marginTop: 16 }}
      data-testid="popp-quota"
    >
      <Descriptions.Item label={t('popp:field.taskVolume')}>
        <MoneyText value={quota.taskVolume} />
      </Descriptions.Item>
      <Descriptions.Item label={t('popp:field.usedAmount')}>
        <MoneyText value={quota.usedAmount} />
      </Descriptions.Item>
      <Descriptions.Item label={t('popp:field.remainingAmount')}>
        <span data-testid="popp-quota-remaining">
          <MoneyText value={quota.remainingAmount} />
        </span>
      </Descriptions.Item>
      {amount !== undefined && (
        <Descriptions.Item label={t('popp:entry.thisPopp')}>
          <MoneyText value={amount} />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
