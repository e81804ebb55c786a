import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, sizeStore, useComponentSize } from '../settings';
import { NavChoice } from './NavChoice';

/** Component size (spec "size"; default small = the old system's "mini"). */
export function SizeSwitch() {
  const { t } = useTranslation();
  const size = useComponentSize();
  return (
    <NavChoice
      current={size}
      choices={COMPONENT_SIZES.map((s) => ({ key: s, label: t(`layout:size.${s}`) }))}
      onChoose={(s) => sizeStore.set(s)}
      label={t('layout:size.title')}
      title={t('layout:size.title')}
    >
      <FontSizeOutlined />
    </NavChoice>
  );
}
