import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { fetchCredit, orderKeys } from '../api';

/**
 * The three credit labels of order entry (spec §2, §3): available balance, remaining submittable
 * amount, submitted-not-settled amount. Head office passes the dealer it enters for; nothing shows
 * until one is chosen. The query is invalidated after every save and submit.
 */
export function CreditLabels({
  dealerCode,
  enabled = true,
}: {
  dealerCode: string | null;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: orderKeys.credit(dealerCode),
    queryFn: () => fetchCredit(dealerCode),
    enabled,
  });
  const items: [string, string, string | undefined][] = [
    ['availableBalance', t('orders:credit.availableBalance'), query.data?.availableBalance],
    [
      'remainingSubmittableAmount',
      t('orders:credit.remainingSubmittableAmount'),
      query.data?.remainingSubmittableAmount,
    ],
    [
      'submittedNotSettledAmount',
      t('orders:credit.submittedNotSettledAmount'),
      query.data?.submittedNotSettledAmount,
    ],
  ];
  return (
    <div
      className="spm-credit-labels"
      data-testid="credit-labels"
      style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}
    >
      {items.map(([key, title, value]) => (
        <Card
          key={key}
          size="small"
          style={{ minWidth: 180, flex: '1 1 180px' }}
          styles={{ body: { padding: '6px 12px' } }}
        >
          {query.isLoading ? (
            <Skeleton active paragraph={false} />
          ) : (
            <Tooltip title={t(`orders:credit.hint.${key}`)}>
              <Statistic
                title={title}
                value={value === undefined ? '—' : formatMoney(value)}
                prefix="¥"
                data-testid={`credit-${key}`}
                styles={{
                  content: {
                    fontSize: 18,
                    color: value?.startsWith('-')
                      ? '#cf1322'
                      : key === 'remainingSubmittableAmount'
                        ? '#1677ff'
                        : undefined,
                  },
                }}
              />
            </Tooltip>
          )}
        </Card>
      ))}
    </div>
  );
}
