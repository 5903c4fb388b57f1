import { Alert, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS_SCOPES } from '@shared/terms/api';
import { useStores } from '../../stores/context';
import { TermsDocument } from './TermsDocument';
import './terms.css';

/** /info/terms: the terms the player accepted, to read again at any time (linked from Help and My account). */
export const TermsReadPage = observer(function TermsReadPage() {
  const { terms } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    if (terms.load !== 'ready') void terms.check();
  }, [terms]);
  if (terms.load === 'failed') return <Alert type="error" showIcon role="alert" title={t('terms.failed')} />;
  if (terms.load !== 'ready') return <Spin aria-label={t('terms.readTitle')} />;
  return (
    <>
      <h1>{t('terms.readTitle')}</h1>
      {TERMS_SCOPES.map((scope) => {
        const entry = terms.entry(scope);
        if (!entry) return null;
        return (
          <div key={scope} className="info-section">
            <h2 id={`terms-read-${scope}`}>{t(`terms.${scope}.title`)}</h2>
            <TermsDocument scope={scope} entry={entry} headingId={`terms-read-${scope}`} />
          </div>
        );
      })}
    </>
  );
});
