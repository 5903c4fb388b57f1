import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="full-page-center" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
