import { Alert, Button, Checkbox } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useTitle } from '../../components/useTitle';
import { errorText } from '../../i18n';
import { useStores } from '../../stores/context';
import { TermsDocument } from './TermsDocument';
import './terms.css';

/**
 * Shown by the auth guard instead of any logged-in page until the current general terms are accepted:
 * accept continues to the page asked for, decline logs out and returns to the landing page. The page has no
 * header, so it carries the language picker itself: the terms are read in the language the player chooses.
 */
export const TermsGatePage = observer(function TermsGatePage() {
  const { terms, auth } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  useTitle(t('terms.general.title'));
  if (terms.load === 'failed') {
    return (
      <main id="main" className="terms-page">
        <Alert
          type="error"
          showIcon
          title={t('terms.failed')}
          description={terms.error ? errorText(terms.error) : undefined}
        />
        <div className="terms-actions">
          <Button type="primary" onClick={() => void terms.check()}>
            {t('terms.retry')}
          </Button>
          <Button onClick={() => void auth.logout().then(() => navigate('/', { replace: true }))}>
            {t('terms.decline')}
          </Button>
        </div>
      </main>
    );
  }
  const entry = terms.entry('general');
  if (terms.load !== 'ready' || !entry) return <FullPageSpinner />;
  const decline = async () => {
    await terms.decline('general');
    void navigate('/', { replace: true });
  };
  return (
    <main id="main" className="terms-page">
      <div className="terms-heading">
        <h1 id="terms-general-title">{t('terms.general.title')}</h1>
        <LanguageSelect className="terms-language" />
      </div>
      <p>{entry.required_version > 1 ? t('terms.updated') : t('terms.intro')}</p>
      <TermsDocument scope="general" entry={entry} headingId="terms-general-title" />
      {terms.error && terms.error !== 'termsVersionChanged' ? (
        <Alert type="error" showIcon title={errorText(terms.error)} />
      ) : null}
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        {t('terms.agree')}
      </Checkbox>
      <div className="terms-actions">
        <Button
          type="primary"
          disabled={!agreed}
          loading={terms.busy}
          onClick={() => void terms.accept('general')}
        >
          {t('terms.accept')}
        </Button>
        <Button danger onClick={() => void decline()}>
          {t('terms.decline')}
        </Button>
      </div>
    </main>
  );
});
