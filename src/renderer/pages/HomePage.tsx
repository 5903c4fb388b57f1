import { Alert, Button, Card, Form, Input } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionEndReason } from '@shared/errors/presentation';
import { safeRedirectTarget } from '@shared/routes';
import { LOGIN_RULES } from '@shared/validation';
import { formRules } from '../forms';
import { useStores } from '../stores/context';
import { useTitle } from '../components/useTitle';
import { currentLanguage, errorText } from '../i18n';
import { formatDateTime } from '../i18n/format';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { LanguageSelect } from '../components/LanguageSelect';
import { LandingBanners } from './games/LandingBanners';

interface LoginValues {
  account_id: string;
  password: string;
}

/** Landing page with the login form; the only page besides maintenance that needs no login. */
export const HomePage = observer(function HomePage() {
  const { auth, config } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect')) ?? '/desktop';
  useTitle(t('login.title'));

  if (auth.restoring) return <FullPageSpinner />;
  if (auth.isLoggedIn && auth.state !== 'processing') return <Navigate to={target} replace />;

  const submit = async (values: LoginValues) => {
    const outcome = await auth.login(values.account_id, values.password);
    if (outcome.ok) void navigate(target, { replace: true });
  };

  const processing = auth.state === 'processing';
  // Why the last session ended, in words: timed out, ended elsewhere, or the forced logout's own text.
  const endedReason = auth.sessionEndedBy ? sessionEndReason(auth.sessionEndedBy) : null;
  return (
    <main className="landing">
      <LanguageSelect className="landing-language" />
      <section className="landing-hero" aria-labelledby="landing-brand">
        <h1 id="landing-brand" className="landing-brand">
          {config?.brandName ?? 'Sportsbook'}
        </h1>
        <p className="landing-tagline">{t('login.tagline')}</p>
        <LandingBanners attract={config?.kiosk === true} />
      </section>
      <Card className="login-card" title={<h2 className="login-heading">{t('login.heading')}</h2>}>
        <Form<LoginValues>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
          disabled={processing}
          aria-label={t('login.title')}
        >
          <Form.Item
            label={t('login.username')}
            name="account_id"
            rules={formRules('account_id', LOGIN_RULES.account_id, {
              label: t('login.username'),
              messages: { required: t('login.usernameRequired') },
            })}
          >
            <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={formRules('password', LOGIN_RULES.password, {
              label: t('login.password'),
              messages: { required: t('login.passwordRequired') },
            })}
          >
            <Input.Password
              prefix={<LockOutlined aria-hidden />}
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
          {auth.sessionEndedBy && auth.state !== 'failed' ? (
            <Alert
              type="warning"
              showIcon
              title={endedReason ? t(`login.sessionEnded.${endedReason}`) : errorText(auth.sessionEndedBy)}
              role="status"
              className="login-error"
            />
          ) : null}
          {auth.state === 'failed' && auth.lastError ? (
            <Alert
              type="error"
              showIcon
              title={errorText(
                auth.lastError,
                auth.lastErrorUntil === null
                  ? {}
                  : { until: formatDateTime(auth.lastErrorUntil, currentLanguage()) },
              )}
              role="alert"
              className="login-error"
            />
          ) : null}
          <Button type="primary" htmlType="submit" size="large" block loading={processing}>
            {processing ? t('login.processing') : t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
});
