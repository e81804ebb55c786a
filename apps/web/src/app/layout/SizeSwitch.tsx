import { FontSizeOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, type ComponentSize, sizeStore, useComponentSize } from '../settings';

/** Component size (spec "size"; default small = the old system's "mini"). */
export function SizeSwitch() {
  const { t } = useTranslation();
  const size = useComponentSize();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: COMPONENT_SIZES.map((s) => ({ key: s, label: t(`layout:size.${s}`) })),
        onClick: ({ key }) => sizeStore.set(key as ComponentSize),
      }}
    >
      <button
        type="button"
        className="spm-nav-item"
        aria-label={t('layout:size.title')}
        title={t('layout:size.title')}
      >
        <FontSizeOutlined />
      </button>
    </Dropdown>
  );
}
