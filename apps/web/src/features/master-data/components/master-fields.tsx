import { SALES_REGIONS } from '@spm/domain';
import { Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { type FormField, type FormFieldList, FormFields } from '../../../shared/FormFields';
import { masterRules } from '../rules';

const REQUIRED = { required: true };

/**
 * The fields the warehouse, dealer and supplier forms have in common (spec §2 Mst pages), with the
 * server's format rules: `head(codeRules)`, the code (20 capitals, fixed once saved: `edit`) and the
 * names in both languages (the Chinese one at most 100 bytes); region, province and city, address,
 * postal code, contact and phone. `rules` are the master rules of the screen's language for the page's own fields.
 */
export function useMasterFields(edit: boolean) {
  const { t } = useTranslation();
  const rules = masterRules(currentLanguage());
  const label = (key: string) => t(`masterData:${key}`);
  const text = (name: string, max: number, required = false): FormField => ({
    name,
    label: label(name),
    rules: required ? [REQUIRED] : undefined,
    max,
  });
  return {
    rules,
    /** Code (with `codeRules`), Chinese name and English name: the first fields of every master. */
    head: (codeRules: RuleObject[]): FormField[] => [
      { name: 'code', label: label('code'), rules: [REQUIRED, ...codeRules], max: 20, disabled: edit },
      { ...text('nameZh', 100), rules: [REQUIRED, ...rules.nameBytes] },
      text('nameEn', 100, true),
    ],
    region: {
      name: 'region',
      label: label('region'),
      rules: [REQUIRED],
      input: (
        <Select options={SALES_REGIONS.map((r) => ({ value: r, label: t(`masterData:regions.${r}`) }))} />
      ),
    } satisfies FormField,
    provinceZh: { ...text('provinceZh', 50, true), label: label('province') },
    cityZh: text('cityZh', 50, true),
    cityEn: text('cityEn', 50, true),
    address: text('address', 200),
    postalCode: { ...text('postalCode', 6), rules: rules.postalCode },
    contact: text('contact', 50),
    phone: { ...text('phone', 20), rules: rules.phone },
  };
}

/** The common master fields of `useMasterFields`. */
export type MasterFields = ReturnType<typeof useMasterFields>;

/** A master form's fields: `fields` picks and orders them among the common ones and the page's own. */
export function MasterFormFields({
  edit,
  fields,
}: {
  edit: boolean;
  fields: (f: MasterFields) => FormFieldList;
}) {
  return <FormFields fields={fields(useMasterFields(edit))} />;
}
