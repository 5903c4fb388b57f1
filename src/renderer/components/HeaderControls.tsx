import MailOutlined from '@ant-design/icons/MailOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Badge, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_TYPES } from '@shared/constants';
import type { OddsType } from '@shared/constants';
import { HelpHeaderLinks } from './HelpHeaderLinks';
import { useStores } from '../stores/context';
import { LabelledSelect } from './LabelledSelect';
import { LanguageSelect } from './LanguageSelect';
import { useInterval } from './useInterval';

/** How often the unread badge asks the server: personal messages are rare, a minute is soon enough. */
const UNREAD_POLL_MS = 60_000;

/**
 * Header controls of the logged-in shell: language, odds type, messages with the unread badge, My account.
 * The odds type is left out where the page has its own switch (/desktop), so one label names one control.
 */
export const HeaderControls = observer(function HeaderControls({
  showOddsType = true,
}: {
  showOddsType?: boolean;
}) {
  const { prefs, messages, marketFeed, platform, stream } = useStores();
  const { t } = useTranslation();

  useEffect(() => {
    void messages.refreshUnread();
  }, [messages]);
  // While the push stream is live it says when the messages change; the poll covers the time it is not.
  useInterval(() => void messages.refreshUnread(), stream.live ? null : UNREAD_POLL_MS);

  const open = (target: string) => void platform.windows.open({ kind: 'info', target });
  const oddsTypes = (Object.values(ODDS_TYPES) as OddsType[]).filter(
    (type) => type !== ODDS_TYPES.MMO || marketFeed.myanmarAvailable,
  );
  const unreadLabel =
    messages.unread > 0
      ? t('headerControls.messagesUnread', { count: messages.unread })
      : t('headerControls.messages');

  return (
    <div className="header-controls">
      <LanguageSelect className="header-select" />
      {showOddsType ? (
        <LabelledSelect
          className="header-select"
          label={t('headerControls.oddsType')}
          value={prefs.oddsType}
          onChange={(type: OddsType) => prefs.setOddsType(type)}
          options={oddsTypes.map((type) => ({ value: type, label: t(`odds.typeName.${type}`) }))}
        />
      ) : null}
      <HelpHeaderLinks />
      <Badge count={messages.unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          className="header-icon-button"
          aria-label={unreadLabel}
          icon={<MailOutlined />}
          onClick={() => open('/info/message')}
        />
      </Badge>
      <Button
        type="text"
        className="header-icon-button"
        icon={<SettingOutlined />}
        onClick={() => open('/info/settings')}
      >
        {t('headerControls.myAccount')}
      </Button>
    </div>
  );
});
