import {
  checkPredictionCoefficients,
  Decimal,
  errorMessage,
  PREDICTION_COEFFICIENT_COUNT,
} from '@spm/domain';
import { Alert, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { FormDialog, type TargetDialogProps, targetFormProps } from '../../../shared/FormDialog';
import { savePrediction } from '../api';
import { applyPartErrors } from './violations';

export interface PredictionTarget {
  partCode: string;
  coefficients: string[] | null;
  version: number;
}

type Values = { coefficients: (string | number | null)[] };

const MONTHS = Array.from({ length: PREDICTION_COEFFICIENT_COUNT }, (_, i) => i);

/** Prediction setting (spec §5): 12 monthly coefficients between 0 and 1 that sum to exactly 1. */
export function PredictionDialog({ target, onClose, onSaved }: TargetDialogProps<PredictionTarget>) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
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
    if (target) setProblem(null);
  }, [target]);

  const coefficientsOf = (raw: (string | number | null)[]) =>
    raw.map((v) => (v === null || v === undefined ? '' : String(v)));

  const validate = (values: Values) => {
    const coefficients = coefficientsOf(values.coefficients);
    const broken = checkPredictionCoefficients(coefficients.map((c) => (c === '' ? 'x' : c)));
    setProblem(
      broken
        ? errorMessage(broken.code, domainLanguage(i18n.language), broken.params as Record<string, unknown>)
        : null,
    );
    return !broken;
  };

  const submit = async (values: Values) => {
    if (!target) return;
    await savePrediction(target.partCode, {
      coefficients: coefficientsOf(values.coefficients),
      version: target.version,
    });
    onSaved();
  };

  return (
    <FormDialog<Values>
      {...targetFormProps({ target, onClose }, t('parts:prediction.title', { partCode: target?.partCode }))}
      form={form}
      name="prediction"
      width={640}
      initialValues={{ coefficients: target?.coefficients ?? MONTHS.map(() => null) }}
      validate={validate}
      onSubmit={submit}
      applyErrors={applyPartErrors}
      footer={
        <>
          <Typography.Text type={sum.eq(1) ? 'success' : 'warning'}>
            {t('parts:prediction.sum', { sum: sum.toString() })}
          </Typography.Text>
          {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon title={problem} />}
        </>
      }
    >
      <Row gutter={12}>
        {MONTHS.map((m) => (
          <Col span={6} key={m}>
            <Form.Item name={['coefficients', m]} label={t('parts:prediction.month', { month: m + 1 })}>
              <InputNumber<string> stringMode min="0" max="1" step="0.01" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormDialog>
  );
}
