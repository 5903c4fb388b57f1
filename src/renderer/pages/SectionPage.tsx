import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../components/AppShell';
import { useTitle } from '../components/useTitle';

/** A logged-in area whose screens land in a later issue: says so, and offers the way back. */
export function SectionPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useTitle(name);
  return (
    <AppShell>
      <Result
        status="info"
        title={<h1 className="page-title">{name}</h1>}
        subTitle={t('section.body')}
        extra={<Button onClick={() => navigate('/desktop')}>{t('section.back')}</Button>}
      />
    </AppShell>
  );
}
