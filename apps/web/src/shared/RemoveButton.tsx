import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The red bin link that takes one row out of a list being edited (a line, an attachment); no question asked. */
export function RemoveButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="link"
      size="small"
      danger
      icon={<DeleteOutlined />}
      aria-label={t('common:action.delete')}
      onClick={onClick}
    />
  );
}
