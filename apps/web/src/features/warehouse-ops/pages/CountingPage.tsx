import type { CountPlanDetail } from '@spm/contracts';
import { nameIn } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, InputNumber, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { domainLanguage } from '../../../app/language';
import { enterCounts, fetchCountPlan, whKeys } from '../api';

type Line = CountPlanDetail['lines'][number];

/**
 * The phone-sized counting page (390 px): scan or type a barcode (`<storage> <part>` or a part code
 * when it sits in one location), enter the counted qty, save. One column, large touch targets.
 */
export default function CountingPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const language = domainLanguage(i18n.language);
  const plan = useQuery({
    queryKey: whKeys.countPlan(id),
    queryFn: () => fetchCountPlan(id),
    enabled: id > 0,
  });
  const [scan, setScan] = useState('');
  const [line, setLine] = useState<Line | null>(null);
  const [qty, setQty] = useState<number | null>(null);

  const find = (code: string): Line | null => {
    const [a, b] = code
      .trim()
      .toUpperCase()
      .split(/[\s|/]+/);
    const lines = plan.data?.lines ?? [];
    const hits = b
      ? lines.filter((l) => l.storageCode === a && l.partCode === b)
      : lines.filter((l) => l.partCode === a);
    return hits.length === 1 ? hits[0] : null;
  };
  const onScan = () => {
    const hit = find(scan);
    if (!hit) {
      message.error(t('warehouseOps:scanNotFound', { code: scan }));
      return;
    }
    setLine(hit);
    setQty(hit.countedQty);
  };
  const save = async () => {
    if (!line || qty === null) return;
    await enterCounts(id, {
      lines: [{ storageCode: line.storageCode, partCode: line.partCode, countedQty: qty }],
    });
    message.success(t('common:message.saved'));
    setLine(null);
    setScan('');
    await plan.refetch();
  };

  return (
    <div style={{ maxWidth: 390, margin: '0 auto' }} data-testid="counting-page">
      <Typography.Title level={5}>
        {t('warehouseOps:counting')} {plan.data?.planNo ?? ''}
      </Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          size="large"
          value={scan}
          placeholder={t('warehouseOps:scanPlaceholder')}
          onChange={(e) => setScan(e.target.value)}
          onPressEnter={onScan}
          data-testid="count-scan"
        />
        <Button size="large" onClick={onScan}>
          {t('warehouseOps:find')}
        </Button>
      </Space.Compact>
      {line && (
        <Card size="small" style={{ marginTop: 12 }}>
          <div>
            {line.storageCode} · {line.partCode}
          </div>
          <div>{nameIn(line, language)}</div>
          <Space.Compact style={{ width: '100%', marginTop: 8 }}>
            <InputNumber
              autoFocus
              size="large"
              min={0}
              precision={0}
              value={qty}
              onChange={(v) => setQty(v)}
              style={{ width: '100%' }}
              data-testid="count-qty"
            />
            <Button size="large" type="primary" onClick={save} data-testid="count-save">
              {t('common:action.save')}
            </Button>
          </Space.Compact>
        </Card>
      )}
      <List
        style={{ marginTop: 12 }}
        size="small"
        dataSource={plan.data?.lines ?? []}
        renderItem={(l) => (
          <List.Item
            onClick={() => {
              setLine(l);
              setQty(l.countedQty);
            }}
          >
            <span>
              {l.storageCode} {l.partCode}
            </span>
            <span>
              {t('warehouseOps:bookQty')} {l.bookQty ?? '-'} / {t('warehouseOps:countedQty')}{' '}
              {l.countedQty ?? '-'}
            </span>
          </List.Item>
        )}
      />
    </div>
  );
}
