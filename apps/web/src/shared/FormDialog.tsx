import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../app/api/notify';
import { useConfirm } from './confirm';
import { applyServerErrors } from './form-errors';
import { type RequiredRule, requiredRule } from './required-rule';

export interface FormDialogProps<V, R = unknown> {
  open: boolean;
  title: ReactNode;
  /** The form's values each time the dialog opens. */
  initialValues?: Partial<V>;
  /**
   * Saves the validated values. Resolving closes the dialog (after `successMessage`); a rejection
   * with the API's error envelope puts its field errors on the fields (`applyServerErrors`) and keeps
   * the dialog open.
   */
  onSubmit: (values: V) => Promise<R>;
  /**
   * After a save, awaited before the saved message and the closing: refreshes what shows the change
   * (e.g. `useRefresh(keys)`); a rejection keeps the dialog open like a refused save.
   */
  refresh?: () => Promise<unknown>;
  onClose: () => void;
  /** The form instance when the caller watches or sets fields itself. */
  form?: FormInstance<V>;
  /** Shown after a save (or made of what `onSubmit` resolved to); `common:message.saved` unless given, nothing for `null`. */
  successMessage?: string | null | ((result: R) => string);
  /** OK wording; "Save" unless given. */
  okText?: ReactNode;
  okDanger?: boolean;
  /**
   * A whole-form check after the field rules (e.g. the domain rules across rows); answers false to
   * stay open, having marked the fields itself.
   */
  validate?: (values: V) => boolean;
  /** A question to confirm before saving (the status change of a part); none when it answers null. */
  confirm?: (values: V) => string | null;
  /** Puts a server refusal on the form; `applyServerErrors` with `codeFields` unless given. */
  applyErrors?: (form: FormInstance<V>, error: unknown) => void;
  /** Field-less error codes to show on a field (e.g. `{ PERMISSION_UNKNOWN: 'permissions' }`). */
  codeFields?: Record<string, string>;
  width?: number;
  /** Form name (field ids `<name>_<field>`). */
  name?: string;
  testId?: string;
  /** A horizontal layout with its label column, instead of labels above the fields. */
  layout?: Pick<FormProps, 'layout' | 'labelCol' | 'wrapperCol'>;
  /** `off` keeps the browser from filling in saved logins. */
  autoComplete?: string;
  /** Content above the form (a summary). */
  header?: ReactNode;
  /** Content below the form (a hint, a running total). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * Props of a dialog that edits one target (a part's status, its warehouse setting, ...): open while
 * `target` is set; `onSaved` after a save (a dialog may wait for the promise it answers, the lists
 * refreshed, before it closes), `onClose` on every closing.
 */
export interface TargetDialogProps<T> {
  target: T | null;
  onClose: () => void;
  onSaved: () => unknown;
}

/**
 * State of a dialog on a target, for the page that opens it: `open(target)` opens the dialog on
 * `target`; `dialog` goes to the dialog (`TargetDialogProps`), closing it on `onClose` and calling
 * `onSaved` (e.g. refreshing the list) after a save.
 */
export function useTargetDialog<T>(onSaved: () => unknown) {
  const [target, setTarget] = useState<T | null>(null);
  const dialog: TargetDialogProps<T> = { target, onClose: () => setTarget(null), onSaved };
  return { open: (next: T) => setTarget(next), dialog };
}

/**
 * What an add-or-edit dialog opens on (its `TargetDialogProps` target): the item to edit, or null to
 * add a new one.
 */
export interface AddOrEdit<T> {
  item: T | null;
}

/** Props of an add-or-edit dialog: its target holds the item to edit, or null to add a new one. */
export type AddOrEditDialogProps<T> = TargetDialogProps<AddOrEdit<T>>;

/**
 * The form dialog props of an add-or-edit dialog (`AddOrEditDialogProps`): as `targetFormProps`,
 * titled `titles.edit` while it edits an item and `titles.add` while it adds one. Spread into
 * `FormDialog`.
 */
export function addOrEditFormProps<T>(
  dialog: Pick<AddOrEditDialogProps<T>, 'target' | 'onClose'>,
  titles: { add: ReactNode; edit: ReactNode },
): Pick<FormDialogProps<unknown>, 'open' | 'onClose' | 'title'> {
  return targetFormProps(dialog, dialog.target?.item ? titles.edit : titles.add);
}

/**
 * The titles of an add-or-edit dialog kept under one i18n prefix (`'parts:baseNumber.'`):
 * `<prefix>add` and `<prefix>edit`, in the screen's language; for `addOrEditFormProps`.
 */
export function addOrEditTitles(t: TFunction, prefix: string): { add: string; edit: string } {
  return { add: t(`${prefix}add`), edit: t(`${prefix}edit`) };
}

/**
 * The form dialog props of a dialog on a target (`TargetDialogProps`): open while `dialog.target` is
 * set, closed through `dialog.onClose`, titled `title`. Spread into `FormDialog`.
 */
export function targetFormProps(
  dialog: Pick<TargetDialogProps<unknown>, 'target' | 'onClose'>,
  title: ReactNode,
): Pick<FormDialogProps<unknown>, 'open' | 'onClose' | 'title'> {
  return { open: dialog.target !== null, onClose: dialog.onClose, title };
}

/** Enter in a one-line input submits; not in text areas, selects or while an IME composes. */
const isSubmitKey = (e: KeyboardEvent<HTMLFormElement>) => {
  const target = e.target as HTMLElement;
  return (
    e.key === 'Enter' &&
    !e.nativeEvent.isComposing &&
    target.tagName === 'INPUT' &&
    target.getAttribute('role') !== 'combobox'
  );
};

/**
 * A form in a modal (ARCHITECTURE §4 "FormDialog"): vertical form reset to `initialValues` on every
 * opening, client validation, saving state on OK, server field errors on the fields, Save / Cancel in
 * the screen's language, Enter submits; the mask does not close it.
 */
export function FormDialog<V extends object, R = unknown>(props: FormDialogProps<V, R>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const [saving, setSaving] = useState(false);
  const confirm = useConfirm();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset once per opening, not per render
  useEffect(() => {
    if (props.open) form.resetFields();
  }, [props.open]);

  const save = async (values: V) => {
    setSaving(true);
    try {
      const result = await props.onSubmit(values);
      await props.refresh?.();
      const { successMessage } = props;
      const message =
        successMessage === undefined
          ? t('common:message.saved')
          : typeof successMessage === 'function'
            ? successMessage(result)
            : successMessage;
      if (message) notify.success(message);
      props.onClose();
    } catch (error) {
      if (props.applyErrors) props.applyErrors(form, error);
      else applyServerErrors(form, error, props.codeFields);
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    if (saving) return;
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    if (props.validate && !props.validate(values)) return;
    const question = props.confirm?.(values);
    if (question) confirm({ content: question, onOk: () => save(values) });
    else await save(values);
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      onOk={submit}
      okText={props.okText ?? t('common:action.save')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ danger: props.okDanger }}
      confirmLoading={saving}
      width={props.width}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {props.header}
      <Form<V>
        form={form}
        name={props.name}
        layout="vertical"
        {...props.layout}
        initialValues={props.initialValues}
        data-testid={props.testId}
        autoComplete={props.autoComplete}
        onKeyDown={(e) => {
          if (!isSubmitKey(e)) return;
          e.preventDefault();
          void submit();
        }}
      >
        {props.children}
      </Form>
      {props.footer}
    </Modal>
  );
}

/**
 * The house "required" rule: `required(label)` answers a rule whose message is "please input
 * <label>" in the screen's language (`common:validation.required`). It holds for any control: text
 * (blank text does not count), numbers (0 counts), dates, selects and lists (an empty one does not count).
 */
export function useRequiredRule(): (label: string) => RequiredRule {
  const { t } = useTranslation();
  return (label) => requiredRule(t('common:validation.required', { field: label }));
}
