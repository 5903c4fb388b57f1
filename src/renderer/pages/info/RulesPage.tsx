import { useTranslation } from 'react-i18next';

/** Bet type families of RULES.md section 3 that have rules of their own, in the order a player meets them. */
const RULE_FAMILIES = ['handicap', 'overUnder', 'parlay', 'myanmar', 'lottery', 'racing'] as const;

/** /info/rules: rules and regulations per bet type family, in the player's language. */
export function RulesPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('rules.title')}</h1>
      <p>{t('rules.intro')}</p>
      {RULE_FAMILIES.map((family) => (
        <section key={family} className="info-section rules-family" aria-labelledby={`rules-${family}`}>
          <h2 id={`rules-${family}`}>{t(`rules.${family}.title`)}</h2>
          {(['p1', 'p2', 'p3'] as const).map((p) => (
            <p key={p}>{t(`rules.${family}.${p}`)}</p>
          ))}
        </section>
      ))}
    </>
  );
}
