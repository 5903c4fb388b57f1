import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_PASSWORD_RULES } from '@shared/validation';
import { useFormRules } from '../../forms';
import { errorText } from '../../i18n';
import { useStores } from '../../stores/context';
import { AccountFormField, AccountFormSubmit } from './AccountFormRows';

/** Change password: current, new, confirm (RULES.md section 5 rules), with the message inline. */
export const AccountPassword = observer(function AccountPassword() {
  const { accountForms } = useStores();
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const labels = {
    password: t('password.current'),
    new_password: t('password.new'),
    confirm_password: t('password.confirm'),
  };
  const form = useFormRules(
    CHANGE_PASSWORD_RULES,
    { password: current, new_password: next, confirm_password: confirm },
    // RULES.md section 5 words the mismatch itself (passwordsNotMatch); the field says it the same way.
    { labels, messages: { sameAs: errorText('passwordsNotMatch') } },
  );
  const passwordField = (
    field: keyof typeof labels,
    id: string,
    value: string,
    onChange: (value: string) => void,
    autoComplete: 'current-password' | 'new-password',
    describedBy?: string,
  ) => (
    <AccountFormField
      form={form}
      field={field}
      id={id}
      label={labels[field]}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      describedBy={describedBy}
    />
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
        {passwordField('password', 'pw-current', current, setCurrent, 'current-password')}
        {passwordField('new_password', 'pw-new', next, setNext, 'new-password', 'password-rules')}
        {passwordField('confirm_password', 'pw-confirm', confirm, setConfirm, 'new-password')}
        <AccountFormSubmit busy={accountForms.busy}>{t('password.submit')}</AccountFormSubmit>
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
