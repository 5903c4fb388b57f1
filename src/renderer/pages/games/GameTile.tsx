import { Button, Card, Tag } from 'antd';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameEntry } from '@shared/games/api';

/** One game of a lobby: its generated image, name, provider, RTP (a slot title's lines and volatility too) and a Play button named after the game. */
export const GameTile = observer(function GameTile({
  game,
  launching,
  onPlay,
}: {
  game: GameEntry;
  launching: boolean;
  onPlay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="game-tile">
      <Card
        hoverable
        cover={<img src={game.image_url} alt="" width={320} height={200} loading="lazy" />}
        actions={[
          <Button
            key="play"
            type="primary"
            icon={<PlayCircleOutlined aria-hidden />}
            loading={launching}
            onClick={onPlay}
            aria-label={t('games.lobby.play', { name: game.name })}
          >
            {launching ? t('games.lobby.opening') : null}
          </Button>,
        ]}
      >
        <Card.Meta
          title={<h3 className="game-name">{game.name}</h3>}
          description={
            <>
              <span className="game-meta">
                {game.provider_name} · {t('games.lobby.rtp', { rtp: game.rtp })}
                {game.dealer ? <> · {t('games.lobby.dealer', { name: game.dealer })}</> : null}
                {game.tags.map((tag) => (
                  <Tag key={tag} className={`game-tag game-tag-${tag}`}>
                    {t(`games.lobby.${tag}`)}
                  </Tag>
                ))}
              </span>
              {game.lines && game.volatility ? (
                <span className="game-specs">
                  {t('games.slotLobby.lines', { lines: game.lines })} ·{' '}
                  {t(`games.slotLobby.volatility.${game.volatility}`)}
                </span>
              ) : null}
            </>
          }
        />
      </Card>
    </li>
  );
});
