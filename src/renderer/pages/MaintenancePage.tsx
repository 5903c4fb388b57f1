import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../components/useTitle';

export function MaintenancePage() {
  const { t } = useTranslation();
  useTitle(t('maintenance.title'));
  return (
    <main className="full-page-center">
      <Result status="warning" title={<h1 className="page-title">{t('maintenance.title')}</h1>} subTitle={t('maintenance.body')} />
    </main>
  );
}
