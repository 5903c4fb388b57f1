import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BetLimitsTable } from '../../components/BetLimitsTable';
import { useStores } from '../../stores/context';

/** The member's own bet limits in the help section, or why there are none. */
export const HelpBetLimits = observer(function HelpBetLimits() {
  const { auth } = useStores();
  const { t } = useTranslation();
  if ((auth.account?.limits ?? []).length === 0) return <p>{t('help.limitsEmpty')}</p>;
  return <BetLimitsTable caption={t('help.topics.betLimit.title')} />;
});
