import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { AttachmentUpload } from '../../../shared/AttachmentUpload';
import type { Attachment } from '../../../shared/attachments';
import { applyServerErrors } from '../../../shared/form-errors';
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
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
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

  const save = async () => {
    const values = await form.validateFields();
    const body = {
      title: values.title.trim(),
      content: values.content,
      attachmentIds: (values.attachments ?? []).map((a) => Number(a.id)),
    };
    setSaving(true);
    try {
      if (id === null) await createNotice(body);
      else await updateNotice(id, { ...body, version: detail.data?.version ?? 0 });
      notify.success(t('common:message.saved'));
      await client.invalidateQueries({ queryKey: noticeKeys.all });
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { attachmentIds: 'attachments' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={id === null ? t('notice:add') : t('notice:edit')}
      onCancel={onClose}
      onOk={save}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
      width={760}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {id !== null && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} name="notice" layout="vertical" data-testid="notice-form">
          <Form.Item
            name="title"
            label={t('notice:field.title')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common:validation.required', { field: t('notice:field.title') }),
              },
            ]}
          >
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('notice:field.content')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common:validation.required', { field: t('notice:field.content') }),
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={20000} showCount />
          </Form.Item>
          <Form.Item name="attachments" label={t('notice:field.attachments')} valuePropName="value">
            <AttachmentUpload maxCount={10} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
