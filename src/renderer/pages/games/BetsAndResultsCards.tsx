import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The two lists beside a scheduled-draw game's draw (keno, virtual roulette): the member's bets, then the latest
 * results. Their headings come from the game's own texts (`<texts>.myBets`, `<texts>.results`).
 */
export function BetsAndResultsCards({
  texts,
  bets,
  results,
}: {
  texts: 'keno' | 'roulette';
  bets: ReactNode;
  results: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Card title={<h2 className="page-subtitle">{t(`${texts}.myBets`)}</h2>} className="lottery-bets">
        {bets}
      </Card>
      <Card title={<h2 className="page-subtitle">{t(`${texts}.results`)}</h2>} className="lottery-bets">
        {results}
      </Card>
    </>
  );
}
