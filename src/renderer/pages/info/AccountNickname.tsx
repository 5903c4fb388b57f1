import { Alert, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NICKNAME_RULES } from '@shared/validation';
import { useFormRules } from '../../forms';
import { errorText } from '../../i18n';
import { useStores } from '../../stores/context';
import { AccountFormField, AccountFormSubmit } from './AccountFormRows';

/** The one-time nickname: a form until it is set, then read-only with the reason it cannot change. */
export const AccountNickname = observer(function AccountNickname() {
  const { accountForms, auth } = useStores();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The nickname can never change once set, so the exact name is shown for confirmation before it is sent.
  const [confirming, setConfirming] = useState<string | null>(null);
  const nickname = auth.account?.info.nickname ?? '';
  const form = useFormRules(
    NICKNAME_RULES,
    { login_name: name.trim() },
    { labels: { login_name: t('nickname.label') } },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (form.check()) setConfirming(name.trim());
  };
  const confirm = async () => {
    if (confirming === null) return;
    const outcome = await accountForms.setNickname(confirming);
    setConfirming(null);
    setError(outcome.ok ? null : errorText(outcome.code));
  };

  return (
    <section className="info-section" aria-labelledby="nickname-title">
      <h2 id="nickname-title">{t('nickname.title')}</h2>
      {accountForms.nicknameLocked ? (
        <>
          <div className="settings-grid">
            <label htmlFor="nickname-locked">{t('nickname.label')}</label>
            <input id="nickname-locked" value={nickname} readOnly aria-describedby="nickname-locked-why" />
          </div>
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            role="status"
            title={<span id="nickname-locked-why">{t('nickname.locked', { nickname })}</span>}
          />
        </>
      ) : (
        <>
          <p className="message-meta" id="nickname-rules">
            {t('nickname.rules')}
          </p>
          <form className="settings-grid" onSubmit={submit} noValidate>
            <AccountFormField
              form={form}
              field="login_name"
              id="nickname-input"
              label={t('nickname.label')}
              value={name}
              onChange={setName}
              describedBy="nickname-rules"
            />
            <AccountFormSubmit busy={accountForms.busy}>{t('nickname.submit')}</AccountFormSubmit>
          </form>
          {error ? (
            <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" title={error} />
          ) : null}
          <Modal
            open={confirming !== null}
            title={t('nickname.confirmTitle')}
            okText={t('nickname.confirm')}
            cancelText={t('nickname.cancel')}
            confirmLoading={accountForms.busy}
            onOk={() => void confirm()}
            onCancel={() => setConfirming(null)}
          >
            <p>{t('nickname.confirmText')}</p>
            <p className="nickname-preview">
              <strong>{confirming}</strong>
            </p>
          </Modal>
        </>
      )}
    </section>
  );
});
