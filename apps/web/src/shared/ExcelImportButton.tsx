import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelImportDialog } from './excel/ExcelImportDialog';
import type { ImportAnswer } from './excel/import-job';
import { useCan } from './PermissionButton';

export interface ExcelImportButtonProps {
  /** Upload endpoint on the Excel framework (multipart field `file`). */
  url: string;
  /** Permission code of the page's import button, e.g. `orderEntry:import`. */
  permission: string;
  /** Template centre key (the sheet's key): the dialog offers the template beside the upload. */
  templateKey: string;
  /** Button and dialog title; defaults to "导入" / "Import". */
  label?: string;
  maxSizeMb?: number;
  /** Called after an import that saved its rows. */
  onImported?: (answer: ImportAnswer) => void;
}

/**
 * A list or form toolbar's import button (shown only with its permission): opens the one import dialog
 * of the Excel framework — template download, upload progress, background job progress, then "nothing
 * was saved; N rows have errors" with the feedback file one click away, or the counts saved.
 */
export function ExcelImportButton({
  url,
  permission,
  templateKey,
  label,
  maxSizeMb,
  onImported,
}: ExcelImportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!can(permission)) return null;
  const title = label ?? t('common:action.import');
  return (
    <>
      <Button icon={<ImportOutlined />} data-testid="excel-import" onClick={() => setOpen(true)}>
        {title}
      </Button>
      <ExcelImportDialog
        open={open}
        title={title}
        url={url}
        templateKey={templateKey}
        maxSizeMb={maxSizeMb}
        onClose={() => setOpen(false)}
        onImported={onImported}
      />
    </>
  );
}
