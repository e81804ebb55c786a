import type { MasterSetting } from '@spm/contracts';
import type { RuleViolation } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { type EditableColumn, EditableRows } from '../../../shared/EditableRows';
import { FormDialog } from '../../../shared/FormDialog';
import { partKeys, type rowsSettings } from '../api';
import { applyPartErrors, showViolations } from './violations';

/** The form of a rows setting: its rows as the dialog edits them. */
type Values<F> = { rows: F[] };

/** Props of a dialog on one rows setting: open or not, and its closing. */
export interface SettingDialogProps {
  open: boolean;
  onClose: () => void;
}

export interface RowsSettingDialogProps<F, S> extends SettingDialogProps {
  /**
   * Which setting (one of `rowsSettings`): its name (query key `partKeys.setting(kind)`, form name,
   * field ids `<kind>_rows_…`), read and saved by `fetch` and `save`.
   */
  setting: {
    kind: keyof typeof rowsSettings;
    fetch: () => Promise<MasterSetting<S>>;
    save: (body: MasterSetting<S>) => Promise<unknown>;
  };
  /** The form's rows of the saved rows (e.g. the defaults of a setting without rows). */
  formRows: (rows: S[]) => F[];
  /** The rows to save of the form's values. */
  rowsOf: (values: Values<F>) => S[];
  /** The domain rules across the rows (the server applies the same). */
  check: (rows: S[]) => readonly RuleViolation[];
  /** i18n key prefix of the title (`<texts>.title`) and the hint below the rows (`<texts>.hint`). */
  texts: string;
  width: number;
  columns: EditableColumn[];
  newRow?: Record<string, unknown>;
  addLabel?: string;
}

/**
 * A part setting kept as rows with a version (circulation types, price ranges) in a form dialog:
 * read while open and put on the form, the domain rules shown on their rows before saving, saved
 * with the version read and read again.
 */
export function RowsSettingDialog<F, S>(props: RowsSettingDialogProps<F, S>) {
  const { open, formRows, rowsOf } = props;
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values<F>>();
  const { kind, fetch } = props.setting;
  const setting = useQuery({ queryKey: partKeys.setting(kind), queryFn: fetch, enabled: open });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are put on the form per opening and per answer, not per render
  useEffect(() => {
    if (open && setting.data) form.setFieldsValue({ rows: formRows(setting.data.rows) });
  }, [open, setting.data, form]);

  const save = async (values: Values<F>) => {
    await props.setting.save({ rows: rowsOf(values), version: setting.data?.version ?? 0 });
    await setting.refetch();
  };

  return (
    <FormDialog<Values<F>>
      open={open}
      form={form}
      title={t(`${props.texts}.title`)}
      name={kind}
      width={props.width}
      validate={(values) => !showViolations(form, props.check(rowsOf(values)), domainLanguage(i18n.language))}
      onSubmit={save}
      applyErrors={applyPartErrors}
      onClose={props.onClose}
      footer={<div style={{ color: '#8c8c8c', marginTop: 8 }}>{t(`${props.texts}.hint`)}</div>}
    >
      <EditableRows name="rows" columns={props.columns} newRow={props.newRow} addLabel={props.addLabel} />
    </FormDialog>
  );
}
