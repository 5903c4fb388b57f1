import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';
import { useStores } from '../../stores/context';

/** Change password: current, new, confirm (SPEC.md section 5 rules), with the message inline. */
export const AccountPassword = observer(function AccountPassword() {
  const { accountForms } = useStores();
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await accountForms.changePassword(current, next, confirm);
    if (outcome.ok) {
      setCurrent('');
      setNext('');
      setConfirm('');
      setResult({ ok: true, text: t('password.changed') });
    } else {
      setResult({ ok: false, text: errorText(outcome.code) });
    }
  };

  return (
    <section className="info-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <p className="message-meta" id="password-rules">
        {t('password.rules')}
      </p>
      <form className="settings-grid" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="pw-current">{t('password.current')}</label>
        <input id="pw-current" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        <label htmlFor="pw-new">{t('password.new')}</label>
        <input id="pw-new" type="password" autoComplete="new-password" aria-describedby="password-rules" value={next} onChange={(e) => setNext(e.target.value)} />
        <label htmlFor="pw-confirm">{t('password.confirm')}</label>
        <input id="pw-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <span />
        <div>
          <Button type="primary" htmlType="submit" loading={accountForms.busy}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
      {result ? <Alert style={{ marginTop: 12 }} type={result.ok ? 'success' : 'error'} showIcon role={result.ok ? 'status' : 'alert'} title={result.text} /> : null}
    </section>
  );
});
