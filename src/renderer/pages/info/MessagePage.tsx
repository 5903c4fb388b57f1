import { Badge, Button, Pagination, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement, PersonalMessage } from '@shared/api/messages';
import { formatDateTime } from '../../i18n/format';
import { useStores } from '../../stores/context';
import type { MessageTab } from '../../stores/MessagesStore';

const TABS: readonly MessageTab[] = ['normal', 'special', 'personal'];

function posted(value: string, lang: Parameters<typeof formatDateTime>[1]): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : formatDateTime(ms, lang);
}

const PersonalItem = observer(function PersonalItem({ message }: { message: PersonalMessage }) {
  const { messages, prefs } = useStores();
  const { t } = useTranslation();
  return (
    <article className={`message-item${message.read ? '' : ' unread'}`} aria-label={message.title}>
      <h3>
        {message.read ? null : (
          <Badge status="processing" text={<span className="visually-hidden">{t('messages.unread')}</span>} />
        )}{' '}
        {message.title}
      </h3>
      <p>{message.content}</p>
      <div className="message-meta">
        {t('messages.postedAt', { time: posted(message.posted_at, prefs.language) })}{' '}
        {message.read ? null : (
          <Button size="small" onClick={() => void messages.markRead([message.message_id])}>
            {t('messages.markRead')}
          </Button>
        )}
      </div>
    </article>
  );
});

function AnnouncementItem({
  item,
  lang,
}: {
  item: Announcement;
  lang: Parameters<typeof formatDateTime>[1];
}) {
  const { t } = useTranslation();
  return (
    <article className="message-item" aria-label={item.title}>
      <h3>{item.title}</h3>
      <p>{item.content}</p>
      <div className="message-meta">{t('messages.postedAt', { time: posted(item.posted_at, lang) })}</div>
    </article>
  );
}

/** /info/message: normal and special announcements and personal messages, with mark as read. */
export const MessagePage = observer(function MessagePage() {
  const { messages, prefs } = useStores();
  const { t } = useTranslation();
  const language = prefs.language;
  useEffect(() => {
    void messages.load();
  }, [messages, language]);

  const list =
    messages.tab === 'personal'
      ? messages.personal.map((m) => <PersonalItem key={m.message_id} message={m} />)
      : messages.announcements.map((a) => <AnnouncementItem key={a.message_id} item={a} lang={language} />);
  const empty =
    messages.tab === 'personal' ? messages.personal.length === 0 : messages.announcements.length === 0;

  return (
    <>
      <h1>{t('messages.title')}</h1>
      <Tabs
        activeKey={messages.tab}
        onChange={(key) => messages.setTab(key as MessageTab)}
        items={TABS.map((tab) => ({
          key: tab,
          label:
            tab === 'personal' && messages.unread > 0
              ? `${t('messages.personal')} (${messages.unread})`
              : t(`messages.${tab}`),
        }))}
      />
      <section
        className="info-section"
        aria-busy={messages.loading}
        aria-label={t(`messages.${messages.tab}`)}
      >
        {messages.tab === 'personal' && messages.unread > 0 ? (
          <Button onClick={() => void messages.markAllRead()}>{t('messages.markAllRead')}</Button>
        ) : null}
        {empty && !messages.loading ? <p>{t('messages.empty')}</p> : list}
        {messages.total > messages.pageSize ? (
          <Pagination
            current={messages.page}
            pageSize={messages.pageSize}
            total={messages.total}
            onChange={(page) => messages.setPage(page)}
            showSizeChanger={false}
          />
        ) : null}
      </section>
    </>
  );
});
