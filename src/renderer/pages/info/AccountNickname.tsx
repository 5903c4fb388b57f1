import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NICKNAME_RULES } from '@shared/validation';
import { FieldError, useFormRules } from '../../forms';
import { errorText } from '../../i18n';
import { useStores } from '../../stores/context';

/** The one-time nickname: a form until it is set, then read-only with the reason it cannot change. */
export const AccountNickname = observer(function AccountNickname() {
  const { accountForms, auth } = useStores();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nickname = auth.account?.info.nickname ?? '';
  const form = useFormRules(NICKNAME_RULES, { login_name: name.trim() }, { labels: { login_name: t('nickname.label') } });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.check();
    const outcome = await accountForms.setNickname(name);
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
          <Alert style={{ marginTop: 12 }} type="info" showIcon role="status" title={<span id="nickname-locked-why">{t('nickname.locked', { nickname })}</span>} />
        </>
      ) : (
        <>
          <p className="message-meta" id="nickname-rules">
            {t('nickname.rules')}
          </p>
          <form className="settings-grid" onSubmit={(e) => void submit(e)} noValidate>
            <label htmlFor="nickname-input">{t('nickname.label')}</label>
            <div>
              <input id="nickname-input" value={name} maxLength={15} onChange={(e) => setName(e.target.value)} {...form.inputProps('login_name', 'nickname-input', 'nickname-rules')} />
              <FieldError id="nickname-input" message={form.errorOf('login_name')} />
            </div>
            <span />
            <div>
              <Button type="primary" htmlType="submit" loading={accountForms.busy}>
                {t('nickname.submit')}
              </Button>
            </div>
          </form>
          {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" title={error} /> : null}
        </>
      )}
    </section>
  );
});
