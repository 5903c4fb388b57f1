import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactLinks } from '@shared/contact-links';
import type { OperatorSupport } from '@shared/operator-config';
import { useStores } from '../../stores/context';

/** Messaging services keep their own names in every language. */
const BRAND_NAMES = { telegram: 'Telegram', whatsapp: 'WhatsApp', line: 'LINE' } as const;

type Channel = { key: keyof OperatorSupport; label: string; value: string; link: string };

/** The operator's contact channels (operator config) and the member's upline note. */
export const HelpContact = observer(function HelpContact() {
  const { config, auth, platform } = useStores();
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const support = config?.support ?? {};
  const labels: Record<keyof OperatorSupport, string> = {
    email: t('help.contact.email'),
    phone: t('help.contact.phone'),
    liveChatUrl: t('help.contact.liveChat'),
    ...BRAND_NAMES,
  };
  const links = contactLinks(support);
  const channels: Channel[] = (Object.keys(labels) as (keyof OperatorSupport)[])
    .filter((key) => key !== 'liveChatUrl' && support[key] && links[key])
    .map((key) => ({ key, label: labels[key], value: support[key] ?? '', link: links[key] ?? '' }));
  // Through the platform's opener: the desktop app lets exactly these links out (main's URL policy).
  const open = (link: string) => (event: MouseEvent) => {
    event.preventDefault();
    void platform.openExternal(link);
  };
  const copy = async (channel: Channel) => {
    await navigator.clipboard?.writeText(channel.value).catch(() => undefined);
    setCopied(channel.label);
  };
  const upline = auth.account?.info.parent_id;
  return (
    <>
      {channels.length > 0 || support.liveChatUrl ? (
        <dl className="help-contacts" aria-label={t('help.contact.channels')}>
          {channels.map((channel) => (
            <div key={channel.key} className="help-contact">
              <dt>{channel.label}</dt>
              <dd>
                <a className="help-contact-value" href={channel.link} onClick={open(channel.link)}>
                  {channel.value}
                </a>
                <Button
                  size="small"
                  onClick={() => void copy(channel)}
                  aria-label={t('help.contact.copy', { channel: channel.label })}
                >
                  {t('help.contact.copyButton')}
                </Button>
              </dd>
            </div>
          ))}
          {support.liveChatUrl ? (
            <div className="help-contact">
              <dt>{labels.liveChatUrl}</dt>
              <dd>
                <Button
                  type="primary"
                  size="small"
                  onClick={() => void platform.openExternal(support.liveChatUrl ?? '')}
                >
                  {t('help.contact.openChat')}
                </Button>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>{t('help.contact.none')}</p>
      )}
      {copied ? (
        <p role="status" className="help-copied">
          {t('help.contact.copied', { channel: copied })}
        </p>
      ) : null}
      {upline ? <p>{t('account.upline', { upline })}</p> : null}
    </>
  );
});
