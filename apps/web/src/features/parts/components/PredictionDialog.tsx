import {
  checkPredictionCoefficients,
  Decimal,
  errorMessage,
  PREDICTION_COEFFICIENT_COUNT,
} from '@spm/domain';
import { Alert, Col, Form, InputNumber, Modal, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { savePrediction } from '../api';
import { domainLanguage } from '../part-labels';
import { applyPartErrors } from './violations';

export interface PredictionTarget {
  partCode: string;
  coefficients: string[] | null;
  version: number;
}

const MONTHS = Array.from({ length: PREDICTION_COEFFICIENT_COUNT }, (_, i) => i);

/** Prediction setting (spec §5): 12 monthly coefficients between 0 and 1 that sum to exactly 1. */
export function PredictionDialog({
  target,
  onClose,
  onSaved,
}: {
  target: PredictionTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ coefficients: (string | null)[] }>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const values = Form.useWatch('coefficients', form) ?? [];
  const sum = values.reduce<Decimal>((acc, v) => {
    try {
      return v === null || v === undefined || v === '' ? acc : acc.plus(v);
    } catch {
      return acc;
    }
  }, new Decimal(0));

  useEffect(() => {
    if (!target) return;
    setProblem(null);
    form.setFieldsValue({ coefficients: target.coefficients ?? MONTHS.map(() => null) });
  }, [target, form]);

  const submit = async () => {
    if (!target) return;
    const raw = form.getFieldValue('coefficients') as (string | number | null)[];
    const coefficients = raw.map((v) => (v === null || v === undefined ? '' : String(v)));
    const broken = checkPredictionCoefficients(coefficients.map((c) => (c === '' ? 'x' : c)));
    if (broken) {
      setProblem(
        errorMessage(broken.code, domainLanguage(i18n.language), broken.params as Record<string, unknown>),
      );
      return;
    }
    setSaving(true);
    try {
      await savePrediction(target.partCode, { coefficients, version: target.version });
      notify.success(t('common:message.saved'));
      onSaved();
      onClose();
    } catch (error) {
      applyPartErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t('parts:prediction.title', { partCode: target?.partCode })}
      onCancel={onClose}
      onOk={submit}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" name="prediction">
        <Row gutter={12}>
          {MONTHS.map((m) => (
            <Col span={6} key={m}>
              <Form.Item name={['coefficients', m]} label={t('parts:prediction.month', { month: m + 1 })}>
                <InputNumber<string> stringMode min="0" max="1" step="0.01" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
      <Typography.Text type={sum.eq(1) ? 'success' : 'warning'}>
        {t('parts:prediction.sum', { sum: sum.toString() })}
      </Typography.Text>
      {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon title={problem} />}
    </Modal>
  );
}
