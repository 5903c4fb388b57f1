import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';
import { DEFAULT_SPORTS_ORDER, moveItem } from '../../stores/PreferencesModel';

/**
 * Sports order by drag and drop, and by keyboard: every row has move up / move down buttons, and the new
 * position is announced in a live region (drag and drop alone shuts out keyboard and screen reader users).
 */
export const SettingsSportsOrder = observer(function SettingsSportsOrder() {
  const { prefs, marketFeed, wallet } = useStores();
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const known =
    marketFeed.menu.length > 0 ? marketFeed.menu.map((row) => row[0] as number) : [...DEFAULT_SPORTS_ORDER];
  const order = prefs.orderSports(known, wallet.currency);
  const name = (id: number) => t(`sports.name.${id}`, { defaultValue: `#${id}` });

  const move = (index: number, delta: number) => {
    const next = moveItem(order, index, delta);
    prefs.setSportsOrder(next);
    const id = order[index];
    if (id !== undefined)
      setAnnouncement(t('settings.moved', { sport: name(id), position: next.indexOf(id) + 1 }));
  };

  return (
    <section className="info-section" aria-labelledby="settings-sports-order">
      <h2 id="settings-sports-order">{t('settings.sportsOrder')}</h2>
      <p className="message-meta">{t('settings.sportsOrderHelp')}</p>
      <ol className="sports-order" aria-labelledby="settings-sports-order">
        {order.map((id, index) => (
          <li
            key={id}
            draggable
            className={dragging === index ? 'dragging' : undefined}
            onDragStart={(e) => {
              setDragging(index);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null && dragging !== index) move(dragging, index - dragging);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <span className="sport-name">{name(id)}</span>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('settings.moveUp', { sport: name(id) })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('settings.moveDown', { sport: name(id) })}
              disabled={index === order.length - 1}
              onClick={() => move(index, 1)}
            />
          </li>
        ))}
      </ol>
      <Button onClick={() => prefs.setSportsOrder([])}>{t('settings.resetOrder')}</Button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
});
