import { Button, Checkbox, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { TermsDocument } from './TermsDocument';
import './terms.css';

/** The tournament rules, asked for by `terms.ensureAccepted('tournament')` before a first room is created or joined. */
export const TermsPrompt = observer(function TermsPrompt() {
  const { terms } = useStores();
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const scope = terms.prompt?.scope;
  const entry = scope ? terms.entry(scope) : undefined;
  if (!scope || !entry) return null;
  const close = () => {
    setAgreed(false);
    void terms.decline(scope);
  };
  return (
    <Modal
      open
      title={<span id={`terms-${scope}-title`}>{t(`terms.${scope}.title`)}</span>}
      onCancel={close}
      width={720}
      footer={[
        <Button key="decline" onClick={close}>
          {t('terms.notNow')}
        </Button>,
        <Button
          key="accept"
          type="primary"
          disabled={!agreed}
          loading={terms.busy}
          onClick={() => void terms.accept(scope).then(() => setAgreed(false))}
        >
          {t('terms.accept')}
        </Button>,
      ]}
    >
      <p>{t('terms.tournamentIntro')}</p>
      <TermsDocument scope={scope} entry={entry} headingId={`terms-${scope}-title`} />
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        {t('terms.agree')}
      </Checkbox>
    </Modal>
  );
});
