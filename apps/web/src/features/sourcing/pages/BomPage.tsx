import type { BomLine, BomNode } from '@spm/contracts';
import { perm } from '@spm/domain';
import { Button, Card, DatePicker, Form, Input, InputNumber, Radio, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { col, useRowActions } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { FormDialog } from '../../../shared/FormDialog';
import { LinesTable } from '../../../shared/LinesTable';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import { addAction } from '../../../shared/toolbar-actions';
import {
  bomImportPath,
  createBomLine,
  deleteBomLine,
  fetchExploded,
  fetchWhereUsed,
  sourcingKeys,
  sourcingLists,
} from '../api';

interface LineForm {
  parentPartCode: string;
  childPartCode: string;
  qty: number;
  effectiveFrom: Dayjs;
  effectiveTo?: Dayjs | null;
}

const day = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

/** Exploded (down) or where-used (up) view of one part on a date. */
function BomTree() {
  const { t, cols } = useListKit('sourcing:');
  const [partCode, setPartCode] = useState('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [direction, setDirection] = useState<'down' | 'up'>('down');
  const [nodes, setNodes] = useState<BomNode[] | null>(null);
  const [loading, setLoading] = useState(false);
  const show = async () => {
    if (!partCode.trim()) return;
    setLoading(true);
    try {
      const load = direction === 'down' ? fetchExploded : fetchWhereUsed;
      setNodes((await load(partCode.trim().toUpperCase(), day(date) ?? undefined)).nodes);
    } finally {
      setLoading(false);
    }
  };
  const columns: ColumnsType<BomNode> = [
    cols.qty('level'),
    cols.code('partCode', {
      render: (v: string, r: BomNode) => <span style={{ paddingLeft: (r.level - 1) * 16 }}>{v}</span>,
    }),
    cols.partName(),
    col.code(t(direction === 'down' ? 'sourcing:parentPart' : 'sourcing:childPart'), 'parentPartCode'),
    cols.qty('qty'),
    cols.qty('totalQty'),
    cols.date('effectiveFrom'),
    cols.date('effectiveTo'),
  ];
  return (
    <Card size="small" title={t('sourcing:bomView')} style={{ marginTop: 12 }} data-testid="bom-tree">
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          placeholder={t('sourcing:partCode')}
          value={partCode}
          maxLength={30}
          onChange={(e) => setPartCode(e.target.value)}
          onPressEnter={() => void show()}
          style={{ width: 200 }}
        />
        <DatePicker value={date} onChange={setDate} placeholder={t('sourcing:viewDate')} />
        <Radio.Group value={direction} onChange={(e) => setDirection(e.target.value)}>
          <Radio.Button value="down">{t('sourcing:exploded')}</Radio.Button>
          <Radio.Button value="up">{t('sourcing:whereUsed')}</Radio.Button>
        </Radio.Group>
        <Button type="primary" onClick={() => void show()} loading={loading}>
          {t('common:action.search')}
        </Button>
      </Space>
      {nodes && (
        <LinesTable<BomNode>
          rowKey={(r) => `${r.level}-${r.parentPartCode}-${r.partCode}`}
          columns={columns}
          dataSource={nodes}
        />
      )}
    </Card>
  );
}

/**
 * BOM and child parts: lines of parent → child with quantity and effective dates (the effective date
 * must be after today; the child must be a sub-part; no cycle), Excel import and export, and the
 * exploded / where-used view of a part.
 */
export default function BomPage() {
  const { t, cols, search } = useListKit('sourcing:');
  const actions = useRowActions();
  const refresh = useRefresh(sourcingKeys.bom);
  const [open, setOpen] = useState(false);
  const columns: ColumnsType<BomLine> = [
    col.code(t('sourcing:parentPart'), 'parentPartCode'),
    col.inLanguage(t('sourcing:parentName'), 'parentName'),
    col.code(t('sourcing:childPart'), 'childPartCode'),
    col.inLanguage(t('sourcing:childName'), 'childName'),
    cols.qty('qty'),
    cols.date('effectiveFrom'),
    cols.date('effectiveTo'),
    cols.actions<BomLine>((r) => [
      actions.remove(
        perm('bomMaintain', 'delete'),
        t('sourcing:confirmDeleteLine', { parent: r.parentPartCode, child: r.childPartCode }),
        refreshing(refresh, () => deleteBomLine(r.id, r.version)),
      ),
    ]),
  ];
  return (
    <>
      <ListPage<BomLine>
        source={sourcingLists.bom}
        columns={columns}
        searchFields={[
          search.text('parentPartCode', 30, 'parentPart'),
          search.text('childPartCode', 30, 'childPart'),
        ]}
        toolbar={[addAction(() => setOpen(true), t('sourcing:addLine'))]}
        toolbarExtra={
          <ExcelImportButton
            url={bomImportPath}
            permission={perm('bomMaintain', 'import')}
            templateKey="bomLines"
            onImported={() => void refresh()}
          />
        }
      />
      <BomTree />
      <FormDialog<LineForm>
        open={open}
        title={t('sourcing:addLine')}
        name="bom"
        testId="bom-dialog"
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          await createBomLine({
            parentPartCode: v.parentPartCode.trim().toUpperCase(),
            childPartCode: v.childPartCode.trim().toUpperCase(),
            qty: v.qty,
            effectiveFrom: day(v.effectiveFrom) ?? '',
            effectiveTo: day(v.effectiveTo),
          });
          await refresh();
        }}
      >
        <Form.Item name="parentPartCode" label={t('sourcing:parentPart')} rules={[{ required: true }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="childPartCode" label={t('sourcing:childPart')} rules={[{ required: true }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="qty" label={t('sourcing:qty')} rules={[{ required: true }]}>
          <InputNumber min={1} max={99999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="effectiveFrom"
          label={t('sourcing:effectiveFrom')}
          extra={t('sourcing:effectiveFromHint')}
          rules={[{ required: true }]}
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(new Date(), 'day') || d.isSame(new Date(), 'day')}
          />
        </Form.Item>
        <Form.Item name="effectiveTo" label={t('sourcing:effectiveTo')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
