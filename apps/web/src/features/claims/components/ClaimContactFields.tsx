import { CLAIM_REASONS, errorMessage, TELEPHONE_PATTERN } from '@spm/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import type { FormField } from '../../../shared/FormFields';

/** A claim's telephone: required, `XXX-XXXXXXXX` or a mobile number as the server checks it. */
export const claimPhoneRules = () => [
  { required: true },
  { pattern: TELEPHONE_PATTERN, message: errorMessage('CLAIM_PHONE_INVALID', currentLanguage()) },
];

/** A required text of a claim form: at most `max` characters, not blank, test id `testId`. */
export const claimText = (name: string, label: string, max: number, testId?: string): FormField => ({
  name,
  label,
  rules: [{ required: true, whitespace: true, max }],
  input: <Input maxLength={max} data-testid={testId} />,
});

/**
 * The reason, submitter and telephone fields of a dealer claim and an in-warehouse claim (spec §2
 * claim entry): reason required, submitter up to 50 characters, telephone as the server checks it.
 * Test ids are `<testIdPrefix>-reason`, `-submitter` and `-phone`.
 */
export function ClaimContactFields({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="reason" label={t('claims:reason')} rules={[{ required: true }]}>
        <Select
          style={{ width: 160 }}
          options={CLAIM_REASONS.map((r) => ({ value: r, label: t(`claims:reasons.${r}`) }))}
          data-testid={`${testIdPrefix}-reason`}
        />
      </Form.Item>
      <Form.Item
        name="submitter"
        label={t('claims:submitter')}
        rules={[{ required: true, whitespace: true, max: 50 }]}
      >
        <Input style={{ width: 160 }} maxLength={50} data-testid={`${testIdPrefix}-submitter`} />
      </Form.Item>
      <Form.Item name="phone" label={t('claims:phone')} rules={claimPhoneRules()}>
        <Input style={{ width: 180 }} maxLength={20} data-testid={`${testIdPrefix}-phone`} />
      </Form.Item>
    </>
  );
}

/** The claim description: required, up to 500 characters (`<testIdPrefix>-description`). */
export function ClaimDescriptionField({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="description"
      label={t('claims:description')}
      rules={[{ required: true, whitespace: true, max: 500 }]}
    >
      <Input.TextArea rows={2} maxLength={500} showCount data-testid={`${testIdPrefix}-description`} />
    </Form.Item>
  );
}
