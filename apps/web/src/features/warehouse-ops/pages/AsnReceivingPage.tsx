import { CheckCircleTwoTone, ScanOutlined } from '@ant-design/icons';
import type { ReceiptDetail } from '@spm/contracts';
import { perm } from '@spm/domain';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Result, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/api/notify';
import { col } from '../../../shared/columns';
import { useConfirm } from '../../../shared/confirm';
import { LinesTable } from '../../../shared/LinesTable';
import { PermissionButton } from '../../../shared/PermissionButton';
import { StatusTag } from '../../../shared/StatusTag';
import { fetchReceipt, fetchReceipts, receiveScanned, scanReceiptLabel } from '../api';

type Line = ReceiptDetail['lines'][number];

/**
 * Receiving by shipping notice (WHI, issue 17 §6): the warehouse scans or types the supplier's
 * shipping notice number, any of its box labels (`<receipt no>/<part code>/<box no>`) or the receipt
 * number; then scans the box labels, each checked by the server against the receipt's lines (a label
 * twice is refused here). Once every line has a scanned box it receives the receivable quantities
 * with the container or vehicle number; a short delivery, the packaging audit and the put-away go
 * through the inbound receiving list.
 */
export default function AsnReceivingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [receipt, setReceipt] = useState<ReceiptDetail | null>(null);
  const [labels, setLabels] = useState<Record<number, string[]>>({});
  const [lookup, setLookup] = useState('');
  const [label, setLabel] = useState('');
  const [containerNo, setContainerNo] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const scanInput = useRef<{ focus: () => void } | null>(null);

  const scan = async (r: ReceiptDetail, value: string) => {
    if (Object.values(labels).some((l) => l.includes(value))) {
      notify.warning(t('warehouseOps:asnReceiving.duplicate', { label: value }));
      return;
    }
    const hit = await scanReceiptLabel(r.id, value);
    setLabels((current) => ({ ...current, [hit.lineId]: [...(current[hit.lineId] ?? []), value] }));
  };

  /** Finds the receipt of a shipping notice no, a box label or a receipt no; a label is scanned too. */
  const find = async (raw: string) => {
    const value = raw.trim().toUpperCase();
    if (!value) return;
    setBusy(true);
    try {
      const receiptNo = value.includes('/') ? value.split('/')[0] : value;
      const bySource = value.includes('/')
        ? []
        : (await fetchReceipts({ sourceNo: value, pageSize: 5 })).items;
      const found = bySource[0] ?? (await fetchReceipts({ receiptNo, pageSize: 5 })).items[0];
      if (!found) {
        notify.warning(t('warehouseOps:asnReceiving.notFound', { value }));
        return;
      }
      const detail = await fetchReceipt(found.id);
      setReceipt(detail);
      setLabels({});
      setDone(null);
      setLookup('');
      if (detail.status !== 0) {
        notify.warning(t('warehouseOps:asnReceiving.notPending', { no: detail.receiptNo }));
        return;
      }
      if (value.includes('/')) await scan(detail, value);
      scanInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const missing = receipt ? receipt.lines.filter((l) => !labels[l.id]?.length).length : 0;
  const doReceive = (r: ReceiptDetail) =>
    confirm({
      content: t('warehouseOps:asnReceiving.confirmReceive', { no: r.receiptNo }),
      onOk: async () => {
        await receiveScanned(r.id, {
          version: r.version,
          containerNo: containerNo.trim().toUpperCase(),
          lines: r.lines.map((l) => ({ lineId: l.id, receivedQty: l.receivableQty })),
        });
        setDone(r.receiptNo);
        setReceipt(null);
        setContainerNo('');
      },
    });

  return (
    <div className="spm-page" data-testid="asn-receiving">
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space wrap>
          <span>{t('warehouseOps:asnReceiving.lookup')}</span>
          <Input.Search
            style={{ width: 360 }}
            value={lookup}
            onChange={(e) => setLookup(e.target.value)}
            onSearch={find}
            enterButton={t('warehouseOps:asnReceiving.find')}
            placeholder={t('warehouseOps:asnReceiving.lookupPlaceholder')}
            maxLength={60}
            loading={busy}
            autoFocus
            data-testid="asn-lookup"
          />
        </Space>
      </Card>
      {done && (
        <Result
          status="success"
          title={t('warehouseOps:asnReceiving.received', { no: done })}
          subTitle={t('warehouseOps:asnReceiving.next')}
          extra={
            <Button type="primary" onClick={() => navigate(`/warehouseOps/receipts?receiptNo=${done}`)}>
              {t('warehouseOps:asnReceiving.toReceipts')}
            </Button>
          }
        />
      )}
      {!receipt && !done && <Empty description={t('warehouseOps:asnReceiving.empty')} />}
      {receipt && (
        <Card size="small">
          <Descriptions size="small" column={4} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('warehouseOps:receiptNo')}>{receipt.receiptNo}</Descriptions.Item>
            <Descriptions.Item label={t('warehouseOps:sourceNo')}>{receipt.sourceNo}</Descriptions.Item>
            <Descriptions.Item label={t('warehouseOps:warehouse')}>{receipt.warehouseCode}</Descriptions.Item>
            <Descriptions.Item label={t('warehouseOps:status')}>
              <StatusTag kind="receiptStatus" value={receipt.status} />
            </Descriptions.Item>
          </Descriptions>
          {receipt.status === 0 && (
            <Space wrap style={{ marginBottom: 12 }}>
              <span>{t('warehouseOps:asnReceiving.scan')}</span>
              <Input
                ref={(el) => {
                  scanInput.current = el;
                }}
                style={{ width: 320 }}
                prefix={<ScanOutlined />}
                value={label}
                maxLength={60}
                placeholder={t('warehouseOps:asnReceiving.scanPlaceholder')}
                onChange={(e) => setLabel(e.target.value)}
                onPressEnter={async () => {
                  const value = label.trim().toUpperCase();
                  setLabel('');
                  if (value) await scan(receipt, value);
                }}
                data-testid="asn-scan"
              />
            </Space>
          )}
          <LinesTable<Line>
            dataSource={receipt.lines}
            columns={[
              { title: t('warehouseOps:partCode'), dataIndex: 'partCode', width: 170 },
              col.partName<Line>(t('warehouseOps:partName')),
              {
                title: t('warehouseOps:receivableQty'),
                dataIndex: 'receivableQty',
                align: 'right',
                width: 100,
              },
              {
                title: t('warehouseOps:asnReceiving.scanned'),
                key: 'scanned',
                width: 260,
                render: (_: unknown, l: Line) =>
                  labels[l.id]?.length ? (
                    <Space size={4} wrap data-testid="asn-line-scanned">
                      <CheckCircleTwoTone twoToneColor="#52c41a" />
                      {labels[l.id].length}
                      {labels[l.id].map((x) => (
                        <Tag key={x}>{x.split('/').pop()}</Tag>
                      ))}
                    </Space>
                  ) : (
                    <Tag color="warning">{t('warehouseOps:asnReceiving.notScanned')}</Tag>
                  ),
              },
            ]}
          />
          {receipt.status === 0 && (
            <>
              <Alert
                style={{ margin: '12px 0' }}
                type={missing === 0 ? 'success' : 'info'}
                showIcon
                message={
                  missing === 0
                    ? t('warehouseOps:asnReceiving.allScanned')
                    : t('warehouseOps:asnReceiving.missing', { count: missing })
                }
              />
              <Form layout="inline">
                <Form.Item
                  label={t('warehouseOps:containerNo')}
                  extra={t('warehouseOps:containerNoHint')}
                  required
                >
                  <Input
                    value={containerNo}
                    maxLength={12}
                    onChange={(e) => setContainerNo(e.target.value)}
                    data-testid="asn-container-no"
                  />
                </Form.Item>
                <Form.Item>
                  <PermissionButton
                    code={perm('warehouseReceipt', 'confirm')}
                    type="primary"
                    disabled={missing > 0 || !containerNo.trim()}
                    onClick={() => doReceive(receipt)}
                    data-testid="asn-receive"
                  >
                    {t('warehouseOps:receive')}
                  </PermissionButton>
                </Form.Item>
              </Form>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
