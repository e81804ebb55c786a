import { DownOutlined, ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import { Button, Dropdown } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelImportDialog } from '../../../shared/excel/ExcelImportDialog';
import { useCan } from '../../../shared/PermissionButton';
import { useDownload } from '../../../shared/use-download';
import { readSavedList } from '../../../shared/use-saved-criteria';
import { partImportPaths, pricingExportPath } from '../api';

/** The parts master's Excel imports (spec §2): template key = sheet key, endpoint, button permission. */
const IMPORTS = [
  {
    key: 'partsMaster',
    url: partImportPaths.partsMaster,
    permission: perm('partsMaster', 'import'),
  },
  { key: 'partsStock', url: partImportPaths.partsStock, permission: perm('partsMaster', 'stockImport') },
  {
    key: 'partsStorage',
    url: partImportPaths.partsStorage,
    permission: perm('partsMaster', 'storageImport'),
  },
  {
    key: 'partsFlowPartition',
    url: partImportPaths.partsFlowPartition,
    permission: perm('partsMaster', 'flowPartitionImport'),
  },
  {
    key: 'partsPricing',
    url: partImportPaths.partsPricing,
    permission: perm('partsMaster', 'pricingAttributeImport'),
  },
  {
    key: 'partsMinMax',
    url: partImportPaths.partsMinMax,
    permission: perm('partsMaster', 'minMaxStockCorrection'),
  },
] as const;

type ImportKey = (typeof IMPORTS)[number]['key'];

function Toolbar({ onImported }: { onImported?: () => void }) {
  const { t } = useTranslation('excel');
  const can = useCan();
  const [current, setCurrent] = useState<ImportKey | null>(null);
  const exporting = useDownload();
  const allowed = IMPORTS.filter((i) => can(i.permission));
  const chosen = IMPORTS.find((i) => i.key === current);

  // Same criteria as the list on screen (saved by the list page under `partsMaster`).
  const exportPricing = () =>
    exporting.start(pricingExportPath, { query: readSavedList('partsMaster')?.criteria ?? {} });

  return (
    <>
      {allowed.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: allowed.map((i) => ({ key: i.key, label: t(`parts.${i.key}`) })),
            onClick: ({ key }) => setCurrent(key as ImportKey),
          }}
        >
          <Button icon={<ImportOutlined />} data-testid="parts-import-menu">
            {t('parts.importMenu')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {can(perm('partsMaster', 'pricingAttributeExport')) && (
        <Button
          icon={<ExportOutlined />}
          loading={exporting.busy !== null}
          onClick={exportPricing}
          data-testid="parts-pricing-export"
        >
          {t('parts.pricingExport')}
        </Button>
      )}
      <ExcelImportDialog
        open={chosen !== undefined}
        title={chosen ? t(`parts.${chosen.key}`) : ''}
        url={chosen?.url ?? ''}
        templateKey={chosen?.key}
        onClose={() => setCurrent(null)}
        onImported={onImported}
      />
    </>
  );
}

/**
 * The parts master's Excel buttons for the list toolbar: an import menu (parts master, stock, storage,
 * flow partition, pricing attributes, min/max stock correction — each shown only with its permission)
 * and the pricing-attribute export with the list's current criteria. The parts master export itself
 * is the list page's own export button (`partsExportPath`).
 */
export function PartsImportExportToolbar({ onImported }: { onImported?: () => void }) {
  return (
    <Suspense fallback={null}>
      <Toolbar onImported={onImported} />
    </Suspense>
  );
}
