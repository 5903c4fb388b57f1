import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LN, MATCH_FLAG, decimalOnly, outrightEntryPrice } from '@shared/feed/layout';
import type { LineRow, OutrightRow } from '@shared/feed/layout';
import { formatMyanmar, myanmarSideText } from '@shared/odds/myanmar';
import type { MarketKey } from '@shared/market/selection';
import { useStores } from '../../stores/context';
import { priceKey } from '../../stores/MarketModels';
import { isRaceSport } from '../../stores/MarketRows';
import type { MatchModel } from '../../stores/MarketModels';
import { isExtraMarket } from '../../stores/MarketColumns';
import type { Column } from '../../stores/MarketColumns';
import { MAIN_CHOICES } from '../../stores/MarketColumns';
import { kickoffParts, lineText, liveClockText, periodClass } from './format';
import { childLabel, choiceName, eventLabel } from '../../i18n/marketNames';
import { oddsLabels } from './oddsLabels';
import type { OddsLabels } from './oddsLabels';
import { BoostMark } from './BoostMark';
import { PriceButton } from './PriceButton';
import { contenderPrice, moreOddsPrice } from './priceProps';
import { rowRendered } from '../../perfProbe';

/** A market cell of a row: the match, the column it fills, the language's texts. */
interface CellProps {
  model: MatchModel;
  column: Column;
  labels: OddsLabels;
}

const MarketCell = observer(function MarketCell({ model, column, labels }: CellProps) {
  const { marketView: view, marketFeed: feed } = useStores();
  model.observePrices();
  const line: LineRow | undefined = model.lines.find(
    (l) =>
      l[LN.PERIOD] === column.period &&
      (column.market === 'x12'
        ? l[LN.MARKET] === 'oxt' || l[LN.MARKET] === 'ml'
        : l[LN.MARKET] === column.market),
  );
  if (!line) return <div className={`market-cell empty ${periodClass(column.period)}`} />;
  rowRendered(model.id);
  const key = line[LN.MARKET];
  const choices = MAIN_CHOICES[key] ?? [];
  const oddsType = view.numericOddsType;
  const who = (choice: string): string =>
    choice === 'h' || choice === '1'
      ? model.home
      : choice === 'a' || choice === '2'
        ? model.away
        : (labels.choice(choice) ?? choice);
  // Myanmar odds: the quote the server gave for the line ("1+50") stands once, beside the giving team (or the
  // over row), in place of the Asian line; each price button shows its own side's share at the exact margin.
  const mmo = feed.myanmarQuote(model.id, key, column.period);
  const giverIndex = mmo ? (key === 'ou' || mmo.giver !== 2 ? 0 : 1) : -1;
  // A Myanmar button names the quote it is backed on: the handicap's giver and taker, or the total's body.
  const mmoWho = (choice: string, index: number): string => {
    if (!mmo) return who(choice);
    const quote = formatMyanmar(mmo);
    if (key === 'ou') return `${who(choice)} ${quote}`;
    return labels.myanmarSide(who(choice), quote, index === giverIndex);
  };
  const label = (index: number): string | null => {
    if (key === 'hdp') {
      if (mmo) return index === giverIndex ? formatMyanmar(mmo) : null;
      const giver = line[LN.LINE] < 0 ? 0 : line[LN.LINE] > 0 ? 1 : 0;
      return index === giver ? lineText(line[LN.LINE]) : null;
    }
    if (key === 'ou')
      return index === 0
        ? mmo
          ? formatMyanmar(mmo)
          : lineText(line[LN.LINE])
        : (labels.choice('u') ?? null);
    return null;
  };
  return (
    <div className={`market-cell market-${column.market} ${periodClass(column.period)}`}>
      {choices.map((choice, index) => (
        <div className="price-line" key={choice}>
          <span className={`line-text${key === 'ou' && index === 1 ? ' choice-label' : ''}`}>
            {label(index)}
          </span>
          <PriceButton
            matchId={model.id}
            market={key as MarketKey}
            period={column.period}
            choice={choice}
            line={key === 'hdp' || key === 'ou' ? line[LN.LINE] : null}
            price={line[LN.P1 + index] as number}
            state={line[LN.STATE]}
            flash={model.flashes.get(priceKey(key, column.period, index))}
            who={mmoWho(choice, index)}
            text={mmo ? myanmarSideText(mmo, index === giverIndex) : undefined}
            decimal={decimalOnly(key)}
            oddsType={oddsType}
            labels={labels}
          />
          <BoostMark matchId={model.id} market={key} period={column.period} choice={choice} />
        </div>
      ))}
    </div>
  );
});

/**
 * Correct score, HT/FT or total goals of a soccer match as the table's one column: every choice with its name
 * above its price, wrapping over the row's lines.
 */
const ExtraCell = observer(function ExtraCell({ model, column, labels }: CellProps) {
  const { marketView: view, marketFeed: feed } = useStores();
  const { t } = useTranslation();
  const row = feed.extraOdds.get(model.id);
  if (!row) return <div className={`market-cell extra-cell market-${column.market} empty`} />;
  const [key, period, line, choices] = row;
  const pick = { market: key, period, line: line || null, home: model.home, away: model.away };
  // HT/FT names its halves "Home / Draw" in the grid (team names would not fit); the accessible name keeps the teams.
  const short =
    key === 'htft' ? { ...pick, home: t('markets.side.home'), away: t('markets.side.away') } : pick;
  return (
    <div className={`market-cell extra-cell market-${column.market}`}>
      {choices.map((entry) => {
        const choice = entry[0];
        return (
          <span className={`extra-choice${choice === 'other' ? ' extra-choice-wide' : ''}`} key={choice}>
            <span className="extra-choice-name">{choiceName(t, { ...short, choice })}</span>
            <PriceButton
              {...moreOddsPrice(model.id, row, entry)}
              who={choiceName(t, { ...pick, choice })}
              oddsType={view.numericOddsType}
              labels={labels}
            />
          </span>
        );
      })}
    </div>
  );
});

const TimeCell = observer(function TimeCell({ model }: { model: MatchModel }) {
  const { prefs } = useStores();
  const { t } = useTranslation();
  model.observeInfo();
  if (model.clock) {
    return (
      <div className="time-cell live">
        {prefs.showScoreMap ? (
          <span
            className="live-score"
            aria-label={t('odds.score', { home: model.scoreHome, away: model.scoreAway })}
          >
            {model.scoreHome} - {model.scoreAway}
          </span>
        ) : null}
        <span className="live-clock">{liveClockText(model.clock)}</span>
      </div>
    );
  }
  const { date, time } = kickoffParts(model.kickoff);
  return (
    <div className="time-cell">
      <span>{date}</span>
      <span className="kickoff-time">{time}</span>
    </div>
  );
});

/** A row's list of selections (a race card, contenders): the match, the language's texts, the event's name. */
interface SelectionsProps {
  model: MatchModel;
  labels: OddsLabels;
  event: string;
}

/** A race card's price columns, each a market of its own (RULES.md section 11). */
const RACE_COLUMNS = [
  { market: 'win', index: 1, heading: 'odds.win' },
  { market: 'place', index: 3, heading: 'odds.place' },
  { market: 'show', index: 4, heading: 'odds.show' },
] as const;

/**
 * A race card: every runner a line, numbered as the card runs, with its prices to win, to place and to show.
 * A field too small to pay a column's places shows that column as not offered.
 */
const RaceCard = observer(function RaceCard({ model, labels, event }: SelectionsProps) {
  const { marketView: view } = useStores();
  const { t } = useTranslation();
  model.observePrices();
  const runners = model.outright ?? [];
  const priceOf = (entry: OutrightRow, market: string): number => outrightEntryPrice(entry, market) ?? 0;
  const offered = RACE_COLUMNS.map((c) =>
    runners.some((r) => r.length > c.index && (r as readonly number[])[c.index] !== 0),
  );
  return (
    <div className="outright-cell race-cell">
      <table className="race-card">
        <caption className="visually-hidden">{`${t('odds.raceCard')}: ${event}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t('odds.saddle')}</th>
            <th scope="col">{t('odds.runner')}</th>
            {RACE_COLUMNS.map((c) => (
              <th scope="col" key={c.market} className="race-price-head">
                {t(c.heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {runners.map((entry, i) => {
            const [name, , state] = entry;
            return (
              <tr key={name}>
                <td className="saddle">{i + 1}</td>
                <th scope="row" className="outright-name">
                  {name}
                </th>
                {RACE_COLUMNS.map((c, k) => (
                  <td key={c.market}>
                    {offered[k] ? (
                      <PriceButton
                        {...contenderPrice(model, c.market, name, priceOf(entry, c.market), state)}
                        oddsType={view.numericOddsType}
                        labels={labels}
                      />
                    ) : (
                      <span className="race-not-offered" title={t('odds.notOffered')}>
                        <span aria-hidden>–</span>
                        <span className="visually-hidden">{`${name}, ${t(c.heading)}: ${t('odds.notOffered')}`}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});

/** An outright or a fight: its contenders, each with the price to win. */
const Outright = observer(function Outright({ model, labels, event }: SelectionsProps) {
  const { marketView: view } = useStores();
  const { t } = useTranslation();
  model.observePrices();
  const oddsType = view.numericOddsType;
  return (
    <ul className="outright-cell outright-list" aria-label={`${t('odds.contenders')}: ${event}`}>
      {(model.outright ?? []).map(([name, price, state]) => (
        <li className="outright-choice" key={name}>
          <span className="outright-name">{name}</span>
          <PriceButton
            {...contenderPrice(model, 'outright', name, price, state)}
            oddsType={oddsType}
            labels={labels}
          />
        </li>
      ))}
    </ul>
  );
});

/**
 * One match (or child line) of the odds table; observes only its own MatchModel, and of that only the
 * match's facts: the price cells observe the prices, so a price move does not re-render the whole row.
 */
export const MatchRow = observer(function MatchRow({ id, child }: { id: number; child: boolean }) {
  const { marketView: view, marketFeed: feed, prefs, platform } = useStores();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const labels = oddsLabels(i18n);
  const model = feed.models.get(id)?.observeInfo();
  rowRendered(id);
  if (!model) return null;
  const name = model.outright
    ? eventLabel(t, model.home)
    : model.away
      ? `${model.home} vs ${model.away}`
      : model.home;
  const event = model.label
    ? `${eventLabel(t, model.label)}: ${eventLabel(t, model.home)}`
    : eventLabel(t, model.home);
  const favourite = prefs.isFavourite(id);
  const double = prefs.pageType === 2;
  const isLive = model.clock !== '';
  return (
    <div
      className={`match-row${child ? ' child' : ''}${double ? ' double' : ' single'}${isLive ? ' is-live' : ''}`}
      data-match={id}
    >
      <TimeCell model={model} />
      <div className="event-cell">
        {child ? <span className="child-label">{childLabel(t, model.label)}</span> : null}
        {model.outright ? (
          <span className="team event-name">{event}</span>
        ) : (
          <>
            <span className="team home">
              {model.home}
              {model.redHome ? (
                <span
                  className="red-card"
                  aria-label={t('odds.redCards', { home: model.redHome, away: model.redAway })}
                >
                  {model.redHome}
                </span>
              ) : null}
            </span>
            <span className="team away">
              {model.away}
              {model.redAway ? (
                <span className="red-card" aria-hidden>
                  {model.redAway}
                </span>
              ) : null}
            </span>
          </>
        )}
      </div>
      {model.outright ? (
        isRaceSport(model.sportId) ? (
          <RaceCard model={model} labels={labels} event={event} />
        ) : (
          <Outright model={model} labels={labels} event={event} />
        )
      ) : (
        view.columns.map((c) =>
          isExtraMarket(c.market) ? (
            child ? (
              <div key={c.market} className="market-cell empty" />
            ) : (
              <ExtraCell key={c.market} model={model} column={c} labels={labels} />
            )
          ) : (
            <MarketCell key={`${c.market}${c.period}`} model={model} column={c} labels={labels} />
          ),
        )
      )}
      <div className="actions-cell">
        {!child && model.sportId === 1 && model.type === 1 ? (
          <button
            type="button"
            className="more-button"
            aria-expanded={view.expanded.has(id)}
            aria-label={t('odds.moreOdds', { match: name })}
            onClick={() => view.toggleExpanded(id)}
          >
            {t('odds.more')}
          </button>
        ) : null}
        {!child ? (
          <button
            type="button"
            className={`icon-button fav${favourite ? ' on' : ''}`}
            aria-pressed={favourite}
            aria-label={t(favourite ? 'odds.removeFavourite' : 'odds.addFavourite', { match: name })}
            onClick={() => prefs.toggleFavourite(id)}
          >
            {favourite ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
          </button>
        ) : null}
        {!child && model.sportId === 1 && model.type === 1 ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('odds.standings', { match: name })}
            onClick={() => void navigate('/event?tab=standings')}
          >
            <BarChartOutlined aria-hidden />
          </button>
        ) : null}
        {!child && model.flags & MATCH_FLAG.LIVE_TV ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('odds.liveTv', { match: name })}
            onClick={() => void platform.windows.open({ kind: 'livetv', target: `/livetv?match=${id}` })}
          >
            <DesktopOutlined aria-hidden />
          </button>
        ) : null}
        {!child && isLive && model.flags & MATCH_FLAG.LIVE_CENTER ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('odds.liveCenter', { match: name })}
            onClick={() => void platform.windows.open({ kind: 'livetv', target: `/livetv?center=${id}` })}
          >
            <LineChartOutlined aria-hidden />
          </button>
        ) : null}
      </div>
    </div>
  );
});
