import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shared/constants';
import type { Language } from '@shared/constants';
import { nativeName } from '../i18n/languages';
import { useStores } from '../stores/context';
import { LabelledSelect } from './LabelledSelect';

/**
 * The display language, each named in its own script so a player can find theirs in any language. While
 * a newly chosen language's texts are fetched the control shows it is busy; the screen changes when they
 * have arrived. Picked while logged out (the login page), it is the language of the session that follows.
 */
export const LanguageSelect = observer(function LanguageSelect({ className }: { className?: string }) {
  const { prefs, ui, auth } = useStores();
  const { t } = useTranslation();
  return (
    <LabelledSelect
      className={className}
      label={t('headerControls.language')}
      value={prefs.language}
      loading={ui.languagePending !== null}
      onChange={(lang: Language) =>
        auth.isLoggedIn ? prefs.setLanguage(lang) : prefs.pickLoginLanguage(lang)
      }
      options={LANGUAGES.map((lang) => ({ value: lang, label: nativeName(lang) }))}
    />
  );
});
