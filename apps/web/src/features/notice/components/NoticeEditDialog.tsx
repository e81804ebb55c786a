import { useQuery } from '@tanstack/react-query';
import { Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentUpload } from '../../../shared/AttachmentUpload';
import type { Attachment } from '../../../shared/attachments';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { useRefresh } from '../../../shared/ListPage';
import { createNotice, fetchNotice, noticeKeys, updateNotice } from '../api';

interface Values {
  title: string;
  content: string;
  attachments: Attachment[];
}

/** Create (`id` null) or edit a notice with its attachments. */
export function NoticeEditDialog({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(noticeKeys.all);
  const required = useRequiredRule();
  const [form] = Form.useForm<Values>();
  const detail = useQuery({
    queryKey: noticeKeys.detail(id ?? 0),
    queryFn: () => fetchNotice(id as number),
    enabled: open && id !== null,
    staleTime: 0,
  });

  useEffect(() => {
    if (!open) return;
    if (id === null) form.setFieldsValue({ title: '', content: '', attachments: [] });
    else if (detail.data) {
      form.setFieldsValue({
        title: detail.data.title,
        content: detail.data.content,
        attachments: detail.data.attachments,
      });
    }
  }, [open, id, detail.data, form]);

  const save = async (values: Values) => {
    const body = {
      title: values.title.trim(),
      content: values.content,
      attachmentIds: (values.attachments ?? []).map((a) => Number(a.id)),
    };
    if (id === null) await createNotice(body);
    else await updateNotice(id, { ...body, version: detail.data?.version ?? 0 });
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      title={id === null ? t('notice:add') : t('notice:edit')}
      name="notice"
      testId="notice-form"
      width={760}
      codeFields={{ attachmentIds: 'attachments' }}
      onSubmit={save}
      refresh={refresh}
      onClose={onClose}
    >
      {id !== null && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <>
          <Form.Item name="title" label={t('notice:field.title')} rules={[required(t('notice:field.title'))]}>
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('notice:field.content')}
            rules={[required(t('notice:field.content'))]}
          >
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={20000} showCount />
          </Form.Item>
          <Form.Item name="attachments" label={t('notice:field.attachments')} valuePropName="value">
            <AttachmentUpload maxCount={10} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
