import { Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../components/useTitle';
import { useStores } from '../stores/context';

/** The maintenance notice; MaintenanceWatch leaves this page by itself when the server's flag clears. */
export const MaintenancePage = observer(function MaintenancePage() {
  const { t } = useTranslation();
  const { serverStatus } = useStores();
  useTitle(t('maintenance.title'));
  return (
    <main className="full-page-center">
      <Result
        status="warning"
        title={<h1 className="page-title">{t('maintenance.title')}</h1>}
        subTitle={
          <>
            <p>{t('maintenance.body')}</p>
            {serverStatus.maintenanceMessage ? <p>{serverStatus.maintenanceMessage}</p> : null}
          </>
        }
      />
    </main>
  );
});
