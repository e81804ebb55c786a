import { SwapOutlined } from '@ant-design/icons';
import type { LocationItem } from '@spm/contracts';
import { perm, STORAGE_TYPES } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { col, useRowActions } from '../../../shared/columns';
import { useTargetDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { addAction } from '../../../shared/toolbar-actions';
import { whKeys, whLists } from '../api';
import {
  LocationDialog,
  type LocationTarget,
  storageTypeLabel,
  useOwnWarehouses,
} from '../components/LocationDialogs';
import { MoveStockDialog, type MoveTarget } from '../components/MoveStockDialog';

/**
 * Storage locations of the caller's warehouses: the tree by code, type, capacity and pieces held, with
 * filters, paging and export; add and change a location, move pieces between two locations.
 */
export default function LocationListPage() {
  const { t, cols, search } = useListKit('warehouseOps:');
  const refresh = useRefresh(whKeys.locations);
  const warehouses = useOwnWarehouses();
  const editing = useTargetDialog<LocationTarget>(refresh);
  const moving = useTargetDialog<MoveTarget>(refresh);
  const rowActions = useRowActions();
  const columns: ColumnsType<LocationItem> = [
    col.code(t('warehouseOps:warehouse'), 'warehouseCode'),
    cols.code('storageCode'),
    cols.code('parentCode'),
    cols.text('storageType', { render: storageTypeLabel }),
    cols.qty('capacity'),
    cols.qty('heldQty'),
    cols.actions<LocationItem>((r) => [
      rowActions.edit(perm('warehouseLocation', 'edit'), () => editing.open({ row: r }), {
        testId: 'location-edit',
      }),
      {
        key: 'move',
        label: t('warehouseOps:moveOut'),
        icon: <SwapOutlined />,
        permission: perm('warehouseLocation', 'edit'),
        hidden: r.heldQty <= 0,
        testId: 'location-move',
        onClick: () => moving.open({ warehouseCode: r.warehouseCode, fromStorageCode: r.storageCode }),
      },
    ]),
  ];
  return (
    <>
      <ListPage<LocationItem>
        source={whLists.locations}
        columns={columns}
        searchFields={[
          ...(warehouses.options.length > 1
            ? [
                {
                  name: 'warehouseCode',
                  label: t('warehouseOps:warehouse'),
                  type: 'select' as const,
                  options: warehouses.options,
                },
              ]
            : []),
          search.text('storageCode', 30),
          search.select(
            'storageType',
            STORAGE_TYPES.map((s) => ({ value: s, label: storageTypeLabel(s) })),
          ),
        ]}
        toolbar={[
          addAction(() => editing.open({ row: null }), t('warehouseOps:addLocation')),
          {
            action: 'edit',
            label: t('warehouseOps:moveStock'),
            icon: <SwapOutlined />,
            onClick: ({ criteria }) =>
              moving.open({ warehouseCode: (criteria.warehouseCode as string) || warehouses.current }),
          },
        ]}
      />
      <LocationDialog {...editing.dialog} />
      <MoveStockDialog {...moving.dialog} />
    </>
  );
}
