import SoundOutlined from '@ant-design/icons/SoundOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import { useInterval } from './useInterval';
import './marquee.css';

const MARQUEE_REFRESH_MS = 5 * 60_000;

/**
 * Announcements scrolling on /desktop. Motion stops on hover and focus and for players who ask for reduced
 * motion (marquee.css); the full text is always available to screen readers and in /info/message.
 */
export const Marquee = observer(function Marquee() {
  const { messages, prefs, platform, stream } = useStores();
  const { t } = useTranslation();
  const language = prefs.language;
  useEffect(() => {
    void messages.loadMarquee();
  }, [messages, language]);
  // While the push stream is live it says when the marquee changes; the poll covers the time it is not.
  useInterval(() => void messages.loadMarquee(), stream.live ? null : MARQUEE_REFRESH_MS);
  if (messages.marquee.length === 0) return null;
  const text = messages.marquee.join('   •   ');
  return (
    <button
      type="button"
      className="marquee"
      aria-label={`${t('messages.announcements')}: ${text}`}
      onClick={() => void platform.windows.open({ kind: 'info', target: '/info/message' })}
    >
      <SoundOutlined aria-hidden className="marquee-icon" />
      <span className="marquee-track" aria-hidden>
        <span className="marquee-text">{text}</span>
      </span>
    </button>
  );
});
