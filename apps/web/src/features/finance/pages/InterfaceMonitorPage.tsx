import { RedoOutlined } from '@ant-design/icons';
import type { TransferItem } from '@spm/contracts';
import { INTERFACE_CODES, INTERFACES, perm, TRANSFER_STATUSES } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Col, Row, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { currentLanguage } from '../../../app/i18n';
import { col } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshingSelection } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { selectionAction } from '../../../shared/toolbar-actions';
import { fetchTransferSummary, financeKeys, financeLists, retransmitTransfers } from '../api';

const STATUS_COLORS = {
  notConfigured: 'warning',
  pending: 'processing',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
} as const;

/** The interface's name in the UI language (its code when unknown). */
function interfaceName(code: string, zh: boolean): string {
  const def = INTERFACES[code as keyof typeof INTERFACES];
  return def ? (zh ? def.zh : def.en) : code;
}

/**
 * Interface transfer monitor (spec §8 "interface transfer failures with retransmit"): per interface
 * the messages waiting, sent and failed; the list with attempts, last error and partner ResponseCode;
 * retransmit of the selected failed messages.
 */
export default function InterfaceMonitorPage() {
  const { t, cols, search } = useListKit('finance:');
  const zh = currentLanguage() === 'zh-CN';
  const summary = useQuery({ queryKey: financeKeys.transferSummary, queryFn: fetchTransferSummary });
  const refresh = useRefresh(financeKeys.transfers);
  const name = (code: string) => interfaceName(code, zh);
  const searchFields: SearchField[] = [
    search.select(
      'interfaceCode',
      INTERFACE_CODES.map((c) => ({ value: c, label: interfaceName(c, zh) })),
      'interface',
    ),
    search.select(
      'status',
      TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`finance:transferStatuses.${s}`) })),
      'transferStatus',
    ),
    search.text('businessKey', 100),
  ];
  const columns: ColumnsType<TransferItem> = [
    col.text('ID', 'id'),
    col.text(t('finance:interface'), 'interfaceCode', { render: (c: string) => name(c) }),
    cols.code('businessKey'),
    cols.text('part', { render: (_: number, r: TransferItem) => `${r.part}/${r.parts}` }),
    cols.qty('itemCount'),
    col.text(t('finance:transferStatus'), 'status', {
      render: (s: keyof typeof STATUS_COLORS) => (
        <Tag color={STATUS_COLORS[s]}>{t(`finance:transferStatuses.${s}`)}</Tag>
      ),
    }),
    cols.qty('attempts'),
    cols.qty('retransmits'),
    cols.text('lastError', {
      render: (e: TransferItem['lastError']) =>
        e ? <Typography.Text type="danger">{e.message}</Typography.Text> : '',
    }),
    col.code('ResponseCode', 'responseCode'),
    cols.dateTime('createdAt'),
    cols.dateTime('sentAt'),
  ];
  return (
    <div data-testid="interface-monitor">
      <Row gutter={[8, 8]} style={{ margin: '0 0 8px' }}>
        {(summary.data ?? []).map((s) => (
          <Col key={s.interfaceCode} xs={24} sm={12} xl={6}>
            <Card
              size="small"
              title={name(s.interfaceCode)}
              extra={!s.configured && <Tag color="warning">{t('finance:notConfigured')}</Tag>}
            >
              <Space wrap size={12}>
                {(['notConfigured', 'pending', 'sent', 'failed'] as const).map((k) => (
                  <Badge
                    key={k}
                    status={STATUS_COLORS[k]}
                    text={`${t(`finance:transferStatuses.${k}`)} ${s.counts[k] ?? 0}`}
                  />
                ))}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <ListPage<TransferItem>
        source={financeLists.transfers}
        columns={columns}
        selection="multiple"
        searchFields={searchFields}
        toolbar={[
          selectionAction<TransferItem>(
            'retransmit',
            <RedoOutlined />,
            refreshingSelection(
              async () => {
                await refresh();
                await summary.refetch();
              },
              (rows) => retransmitTransfers(rows.map((r) => r.id)),
            ),
            {
              label: t('finance:retransmit'),
              permission: perm('interfaceMonitor', 'retransmit'),
              confirm: t('finance:confirmRetransmit'),
            },
          ),
        ]}
      />
    </div>
  );
}
