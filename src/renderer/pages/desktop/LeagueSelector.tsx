import { Button, Checkbox, Popover } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/context';

/** Chooses the leagues shown; at least one league must stay chosen (RULES.md section 5). */
export const LeagueSelector = observer(function LeagueSelector() {
  const { marketView: view } = useStores();
  const { t } = useTranslation();
  const leagues = view.leaguesInMarket;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [refused, setRefused] = useState(false);
  const current = view.leagueFilter
    ? leagues.filter((l) => view.leagueFilter?.has(l.id)).map((l) => l.id)
    : leagues.map((l) => l.id);
  const openWith = (next: boolean) => {
    if (next) {
      setChosen(current);
      setRefused(false);
    }
    setOpen(next);
  };
  const apply = () => {
    if (!view.setLeagueFilter(chosen)) {
      setRefused(true);
      return;
    }
    setOpen(false);
  };
  const content = (
    <div className="league-selector" role="group" aria-label={t('market.leagues')}>
      <Checkbox
        checked={chosen.length === leagues.length}
        indeterminate={chosen.length > 0 && chosen.length < leagues.length}
        onChange={(e) => setChosen(e.target.checked ? leagues.map((l) => l.id) : [])}
      >
        {t('market.selectAll')}
      </Checkbox>
      <Checkbox.Group value={chosen} onChange={(v) => setChosen(v)} className="league-options">
        {leagues.map((l) => (
          <Checkbox key={l.id} value={l.id}>
            {l.name} ({l.count})
          </Checkbox>
        ))}
      </Checkbox.Group>
      {refused || chosen.length === 0 ? (
        <div role="alert" className="league-refused">
          {t('market.atLeastOneLeague')}
        </div>
      ) : null}
      <Button type="primary" size="small" onClick={apply}>
        {t('market.apply')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={openWith} placement="bottomLeft">
      <Button>{t('market.leaguesChosen', { count: current.length, total: leagues.length })}</Button>
    </Popover>
  );
});
