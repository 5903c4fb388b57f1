import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../components/useTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useTitle(t('notFound.title'));
  return (
    <main className="full-page-center">
      <Result
        status="404"
        title={<h1 className="page-title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.body')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </main>
  );
}
