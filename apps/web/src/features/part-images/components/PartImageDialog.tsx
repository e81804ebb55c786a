import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Progress, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile } from '../../../shared/attachments';
import { type AddOrEditDialogProps, addOrEditFormProps, FormDialog } from '../../../shared/FormDialog';
import { createPartImage, type PartImageItem, updatePartImage } from '../api';

/** Picture rules of spec §5/§9, checked again by the server by content. */
export const PICTURE_RULES = { accept: '.jpg,.jpeg,.png', maxMb: 4, nameMax: 50 };
const TITLE_MAX = 50;

interface Values {
  partCode: string;
  title?: string;
}

/**
 * Add a picture (part code, title, one jpg/jpeg/png file ≤ 4 MB, name ≤ 50 characters) or edit one
 * (`editing`: title and part). The server's field errors show on the fields.
 */
export function PartImageDialog({ target, onClose, onSaved }: AddOrEditDialogProps<PartImageItem>) {
  const editing = target?.item ?? null;
  const open = target !== null;
  const { t } = useTranslation('partImages');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setFileError(null);
    setPercent(null);
  }, [open]);

  const validate = () => {
    if (editing || file) return true;
    setFileError(t('dialog.fileRequired'));
    return false;
  };

  const save = async (values: Values) => {
    if (editing) {
      await updatePartImage(editing.id, {
        partCode: values.partCode,
        title: values.title ?? '',
        version: editing.version,
      });
    } else {
      try {
        await createPartImage(file as File, values, setPercent);
      } catch (error) {
        setPercent(null);
        throw error;
      }
    }
    onSaved();
  };

  return (
    <FormDialog<Values>
      {...addOrEditFormProps({ target, onClose }, { add: t('dialog.addTitle'), edit: t('dialog.editTitle') })}
      width={480}
      initialValues={
        editing ? { partCode: editing.partCode, title: editing.title } : { partCode: '', title: '' }
      }
      validate={validate}
      onSubmit={save}
    >
      <Form.Item
        name="partCode"
        label={t('field.partCode')}
        rules={[{ required: true, whitespace: true, message: t('dialog.partCodeRequired') }]}
      >
        <Input maxLength={40} autoComplete="off" data-testid="picture-part-code" />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('field.title')}
        rules={[
          {
            required: Boolean(editing),
            whitespace: true,
            max: TITLE_MAX,
            message: t('dialog.titleRule', { max: TITLE_MAX }),
          },
        ]}
        extra={editing ? undefined : t('dialog.titleHint')}
      >
        <Input maxLength={TITLE_MAX} showCount data-testid="picture-title" />
      </Form.Item>
      {!editing && (
        <Form.Item
          label={t('field.file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? t('dialog.fileRule', PICTURE_RULES)}
        >
          <Upload
            accept={PICTURE_RULES.accept}
            maxCount={1}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            onRemove={() => setFile(null)}
            beforeUpload={(picked) => {
              const problem = checkFile(picked, PICTURE_RULES);
              if (problem) {
                setFileError(t(`dialog.invalid.${problem.code}`, { value: problem.value }));
                setFile(null);
              } else {
                setFileError(null);
                setFile(picked);
              }
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="picture-file">
              {t('dialog.choose')}
            </Button>
          </Upload>
          {percent !== null && <Progress percent={percent} size="small" />}
        </Form.Item>
      )}
    </FormDialog>
  );
}
