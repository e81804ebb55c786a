import { HomeOutlined } from '@ant-design/icons';
import { authEndpoints } from '@spm/contracts';
import { Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/endpoint';
import { useSession } from '../auth/session';
import { remembered, setToken } from '../auth/storage';

/** Warehouse-select dialog (spec §2): switch the current warehouse, store the new token, reload the page. */
export function WarehouseSwitch({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { me, account } = useSession();
  const current = account.user.warehouseCode ?? me.currentWarehouseCode ?? '';
  const currentName = account.user.warehouseName ?? me.warehouses.find((w) => w.code === current)?.name ?? '';
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(current);
  const [saving, setSaving] = useState(false);
  if (me.warehouses.length === 0) return null;

  const confirm = async () => {
    if (!picked || picked === current) {
      setOpen(false);
      return;
    }
    setSaving(true);
    try {
      const data = await call(authEndpoints.switchWarehouse, { body: { warehouseCode: picked } });
      setToken(data.access_token);
      remembered.save(remembered.username(), picked);
      window.location.reload();
    } catch {
      setSaving(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="spm-nav-item"
        onClick={() => {
          setPicked(current);
          setOpen(true);
        }}
        title={t('layout:warehouse.switch')}
        data-testid="warehouse-switch"
      >
        <HomeOutlined />
        {!compact && <span>{currentName || current || t('layout:warehouse.none')}</span>}
      </button>
      <Modal
        title={t('layout:warehouse.title')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okText={t('common:action.ok')}
        cancelText={t('common:action.cancel')}
        confirmLoading={saving}
        width={420}
        destroyOnHidden
      >
        <Radio.Group
          value={picked}
          onChange={(e) => setPicked(e.target.value)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 360, overflowY: 'auto' }}
          options={me.warehouses.map((w) => ({ value: w.code, label: `${w.code} ${w.name}` }))}
        />
      </Modal>
    </>
  );
}
