import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_PASSWORD_RULES } from '@shared/validation';
import { FieldError, useFormRules } from '../../forms';
import { errorText } from '../../i18n';
import { useStores } from '../../stores/context';

/** Change password: current, new, confirm (RULES.md section 5 rules), with the message inline. */
export const AccountPassword = observer(function AccountPassword() {
  const { accountForms } = useStores();
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useFormRules(
    CHANGE_PASSWORD_RULES,
    { password: current, new_password: next, confirm_password: confirm },
    {
      labels: {
        password: t('password.current'),
        new_password: t('password.new'),
        confirm_password: t('password.confirm'),
      },
      // RULES.md section 5 words the mismatch itself (passwordsNotMatch); the field says it the same way.
      messages: { sameAs: errorText('passwordsNotMatch') },
    },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.check();
    const outcome = await accountForms.changePassword(current, next, confirm);
    if (outcome.ok) {
      form.reset();
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
        <div>
          <input
            id="pw-current"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            {...form.inputProps('password', 'pw-current')}
          />
          <FieldError id="pw-current" message={form.errorOf('password')} />
        </div>
        <label htmlFor="pw-new">{t('password.new')}</label>
        <div>
          <input
            id="pw-new"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            {...form.inputProps('new_password', 'pw-new', 'password-rules')}
          />
          <FieldError id="pw-new" message={form.errorOf('new_password')} />
        </div>
        <label htmlFor="pw-confirm">{t('password.confirm')}</label>
        <div>
          <input
            id="pw-confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            {...form.inputProps('confirm_password', 'pw-confirm')}
          />
          <FieldError id="pw-confirm" message={form.errorOf('confirm_password')} />
        </div>
        <span />
        <div>
          <Button type="primary" htmlType="submit" loading={accountForms.busy}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
      {result ? (
        <Alert
          style={{ marginTop: 12 }}
          type={result.ok ? 'success' : 'error'}
          showIcon
          role={result.ok ? 'status' : 'alert'}
          title={result.text}
        />
      ) : null}
    </section>
  );
});
