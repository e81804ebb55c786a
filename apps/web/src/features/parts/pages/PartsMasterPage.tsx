import { EditOutlined, SettingOutlined } from '@ant-design/icons';
import type { PartDetail, PartListItem } from '@spm/contracts';
import { perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { col, useRowActions } from '../../../shared/columns';
import { useTargetDialog } from '../../../shared/FormDialog';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { PermissionButton } from '../../../shared/PermissionButton';
import { useWarehouses } from '../../../shared/reference-data';
import type { SearchField } from '../../../shared/SearchForm';
import { addAction, rowAction } from '../../../shared/toolbar-actions';
import { fetchPart, partKeys, partLists } from '../api';
import { CirculationDialog } from '../components/CirculationDialog';
import { MinMaxDialog } from '../components/MinMaxDialog';
import { PartsImportExportToolbar } from '../components/PartsImportExportToolbar';
import { PredictionDialog, type PredictionTarget } from '../components/PredictionDialog';
import { PriceRangeDialog } from '../components/PriceRangeDialog';
import { StatusChangeDialog, type StatusTarget } from '../components/StatusChangeDialog';
import { flagLabel, flagOptions, LIST_FLAGS, partStatusOptions } from '../part-labels';

export const PART_ENTRY_PATH = '/partsMaster/partEntry';

/**
 * Parts master query (spec §2): search by code, name or pinyin initials, status, base number,
 * category and flag; add, edit, status change, min/max stock correction, prediction setting, export;
 * circulation type and price range settings.
 */
export default function PartsMasterPage() {
  const { t, i18n, cols, search } = useListKit('parts:field.');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [minMaxPart, setMinMaxPart] = useState<PartDetail | null>(null);
  const [settingsOpen, setSettingsOpen] = useState<'circulation' | 'priceRanges' | null>(null);
  const warehouses = useWarehouses();
  const actions = useRowActions();
  const reload = () => client.invalidateQueries({ queryKey: partKeys.all });
  const statusTarget = useTargetDialog<StatusTarget>(reload);
  const prediction = useTargetDialog<PredictionTarget>(reload);
  const openEntry = (partCode?: string) =>
    navigate(partCode ? `${PART_ENTRY_PATH}?partCode=${encodeURIComponent(partCode)}` : PART_ENTRY_PATH);

  const searchFields: SearchField[] = [
    {
      name: 'keyword',
      label: t('parts:search.keyword'),
      placeholder: t('parts:search.keywordPlaceholder'),
      span: 8,
    },
    search.select('status', partStatusOptions(i18n.language)),
    search.text('baseNumber', 30),
    { name: 'flag', label: t('parts:search.flag'), type: 'select', options: flagOptions(i18n.language) },
  ];

  const columns: ColumnsType<PartListItem> = [
    cols.text<PartListItem>('partCode', {
      sorter: true,
      fixed: 'left',
      width: 160,
      render: (code: string) => (
        <Typography.Link onClick={() => openEntry(code)} data-testid="part-link">
          {code}
        </Typography.Link>
      ),
    }),
    cols.text<PartListItem>('nameZh', { sorter: true, width: 220, ellipsis: true }),
    cols.text<PartListItem>('nameEn', { sorter: true, width: 220, ellipsis: true }),
    cols.status<PartListItem>('status', 'partStatus', { sorter: true, width: 130 }),
    cols.code<PartListItem>('newPartCode'),
    cols.text<PartListItem>('baseNumber', { width: 90 }),
    cols.qty<PartListItem>('minPackageQty', { width: 90 }),
    cols.qty<PartListItem>('unitSalesQty', { width: 90 }),
    col.money<PartListItem>(t('parts:field.priceOrdinary'), 'price', { sorter: true }),
    {
      title: t('parts:field.flags'),
      key: 'flags',
      width: 200,
      render: (_, row) => (
        <Space size={2} wrap>
          {LIST_FLAGS.filter((f) => row.flags[f]).map((f) => (
            <Tag
              key={f}
              color={f === 'hazardous' || f === 'embargo' ? 'red' : f === 'newEnergy' ? 'green' : 'default'}
            >
              {flagLabel(f, i18n.language)}
            </Tag>
          ))}
        </Space>
      ),
    },
    cols.actions<PartListItem>(
      (row) => [actions.edit(perm('partsMaster', 'edit'), () => openEntry(row.partCode))],
      { width: 90 },
    ),
  ];

  return (
    <>
      <ListPage<PartListItem>
        source={partLists.parts}
        columns={columns}
        searchFields={searchFields}
        defaultSort="partCode"
        selection="single"
        toolbar={[
          addAction(() => openEntry()),
          rowAction('edit', (row) => openEntry(row.partCode), { icon: <EditOutlined /> }),
          rowAction('statusChange', ({ partCode, status, newPartCode, version }) =>
            statusTarget.open({ partCode, status, newPartCode, version }),
          ),
          rowAction('minMaxStockCorrection', async (row) => setMinMaxPart(await fetchPart(row.partCode))),
          rowAction('predictionSetting', async (row) => {
            const part = await fetchPart(row.partCode);
            prediction.open({
              partCode: part.partCode,
              coefficients: part.prediction?.coefficients ?? null,
              version: part.prediction?.version ?? 0,
            });
          }),
        ]}
        toolbarExtra={
          <>
            <PartsImportExportToolbar onImported={reload} />
            <PermissionButton
              code={perm('partsMaster', 'edit')}
              icon={<SettingOutlined />}
              onClick={() => setSettingsOpen('circulation')}
            >
              {t('parts:circulation.title')}
            </PermissionButton>
            <PermissionButton
              code={perm('partsMaster', 'edit')}
              icon={<SettingOutlined />}
              onClick={() => setSettingsOpen('priceRanges')}
            >
              {t('parts:priceRange.title')}
            </PermissionButton>
          </>
        }
      />
      <StatusChangeDialog {...statusTarget.dialog} />
      <MinMaxDialog
        part={minMaxPart}
        warehouses={warehouses.data ?? []}
        onClose={() => setMinMaxPart(null)}
        onSaved={reload}
      />
      <PredictionDialog {...prediction.dialog} />
      <CirculationDialog open={settingsOpen === 'circulation'} onClose={() => setSettingsOpen(null)} />
      <PriceRangeDialog open={settingsOpen === 'priceRanges'} onClose={() => setSettingsOpen(null)} />
    </>
  );
}
