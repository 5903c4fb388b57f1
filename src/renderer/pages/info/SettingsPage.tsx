import { Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, ODDS_TYPES } from '@shared/constants';
import type { Language, OddsType } from '@shared/constants';
import { maxValue, minValue, numeric, required, validateField } from '@shared/validation';
import { FieldError, validationMessage } from '../../forms';
import { htmlLang, nativeName } from '../../i18n/languages';
import { useStores } from '../../stores/context';
import { PAGE_SIZES } from '../../stores/PreferencesStore';
import { DEFAULT_STAKE_MODES, MARKET_TYPES, MAX_SAVED_STAKE, THEMES } from '../../stores/PreferencesModel';
import type { DefaultStakeMode, MarketTypePref, ThemeName } from '../../stores/PreferencesModel';
import { AccountNickname } from './AccountNickname';
import { AccountPanel } from './AccountPanel';
import { AccountPassword } from './AccountPassword';
import { SettingsSportsOrder } from './SettingsSportsOrder';

/**
 * A labelled row of the settings grid; the label names the control for screen readers and tests. The control is
 * built here, by `children`, so this row is the component that reads the preference: it observes, or a changed
 * value would not re-render the control, which React then puts back to the value it last rendered.
 */
const Row = observer(function Row({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div>{children(id)}</div>
    </>
  );
});

const DisplaySettings = observer(function DisplaySettings() {
  const { prefs, marketFeed } = useStores();
  const { t } = useTranslation();
  const oddsTypes = (Object.values(ODDS_TYPES) as OddsType[]).filter(
    (type) => type !== ODDS_TYPES.MMO || marketFeed.myanmarAvailable,
  );
  return (
    <div className="settings-grid">
      <Row label={t('settings.language')}>
        {(id) => (
          <select
            id={id}
            value={prefs.language}
            onChange={(e) => prefs.setLanguage(e.target.value as Language)}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={htmlLang(lang)}>
                {nativeName(lang)}
              </option>
            ))}
          </select>
        )}
      </Row>
      <Row label={t('settings.oddsType')}>
        {(id) => (
          <select
            id={id}
            value={prefs.oddsType}
            onChange={(e) => prefs.setOddsType(Number(e.target.value) as OddsType)}
          >
            {oddsTypes.map((type) => (
              <option key={type} value={type}>
                {t(`odds.typeName.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Row>
      <Row label={t('settings.pageType')}>
        {(id) => (
          <select
            id={id}
            value={prefs.pageType}
            onChange={(e) => prefs.setPageType(e.target.value === '1' ? 1 : 2)}
          >
            <option value={1}>{t('market.singleLine')}</option>
            <option value={2}>{t('market.doubleLine')}</option>
          </select>
        )}
      </Row>
      <Row label={t('settings.scoreMap')}>
        {(id) => <Switch id={id} checked={prefs.showScoreMap} onChange={(on) => prefs.setShowScoreMap(on)} />}
      </Row>
      <Row label={t('settings.quickOdds')}>
        {(id) => (
          <Switch id={id} checked={prefs.showQuickOdds} onChange={(on) => prefs.setShowQuickOdds(on)} />
        )}
      </Row>
      <Row label={t('settings.eventSorting')}>
        {(id) => (
          <select
            id={id}
            value={prefs.eventSorting}
            onChange={(e) => prefs.setEventSorting(e.target.value === 'time' ? 'time' : 'normal')}
          >
            <option value="normal">{t('market.sortNormal')}</option>
            <option value="time">{t('market.sortTime')}</option>
          </select>
        )}
      </Row>
      <Row label={t('settings.marketType')}>
        {(id) => (
          <select
            id={id}
            value={prefs.marketType}
            onChange={(e) => prefs.setMarketType(e.target.value as MarketTypePref)}
          >
            {MARKET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`settings.marketTypeName.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Row>
      <Row label={t('settings.pageSize')}>
        {(id) => (
          <select id={id} value={prefs.pageSize} onChange={(e) => prefs.setPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size === 0 ? t('market.pageSizeAll') : t('market.pageSizeN', { count: size })}
              </option>
            ))}
          </select>
        )}
      </Row>
      <Row label={t('settings.theme')}>
        {(id) => (
          <select id={id} value={prefs.theme} onChange={(e) => prefs.setTheme(e.target.value as ThemeName)}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`settings.themeName.${theme}`)}
              </option>
            ))}
          </select>
        )}
      </Row>
    </div>
  );
});

/** Saved stakes are whole amounts from 1 to MAX_SAVED_STAKE (the generic form rules say why a typed one is not). */
const SAVED_STAKE_RULES = [required(), numeric(), minValue(1), maxValue(MAX_SAVED_STAKE)];

function Amount({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  disabled?: boolean;
  onChange: (v: number) => void;
}) {
  const [text, setText] = useState(String(value));
  // A value saved elsewhere (another window, the server) replaces what is on screen.
  useEffect(() => setText((shown) => (Number(shown) === value ? shown : String(value))), [value]);
  const failure = validateField('default_stake', text, SAVED_STAKE_RULES);
  return (
    <div>
      <input
        id={id}
        type="number"
        min={1}
        max={MAX_SAVED_STAKE}
        step={1}
        value={text}
        disabled={disabled}
        aria-invalid={failure !== null}
        aria-describedby={`${id}-error`}
        onChange={(e) => {
          setText(e.target.value);
          // Only a valid amount is saved; an invalid one stays on screen with its message.
          if (!validateField('default_stake', e.target.value, SAVED_STAKE_RULES))
            onChange(Number(e.target.value));
        }}
      />
      <FieldError id={id} message={failure && !disabled ? validationMessage(failure, { label }) : null} />
    </div>
  );
}

const BettingSettings = observer(function BettingSettings() {
  const { prefs } = useStores();
  const { t } = useTranslation();
  const b = prefs.betting;
  return (
    <div className="settings-grid">
      <Row label={t('settings.defaultStake')}>
        {(id) => (
          <select
            id={id}
            value={b.defaultStake}
            onChange={(e) => prefs.setBetting('defaultStake', Number(e.target.value) as DefaultStakeMode)}
          >
            {DEFAULT_STAKE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`settings.stakeMode.${mode}`)}
              </option>
            ))}
          </select>
        )}
      </Row>
      <Row label={t('settings.defaultStakeAmount')}>
        {(id) => (
          <Amount
            id={id}
            label={t('settings.defaultStakeAmount')}
            value={b.defaultStakeAmount}
            disabled={b.defaultStake !== 2}
            onChange={(v) => prefs.setBetting('defaultStakeAmount', v)}
          />
        )}
      </Row>
      <Row label={t('settings.acceptBetterOdds')}>
        {(id) => (
          <Switch
            id={id}
            checked={b.acceptBetterOdds}
            disabled={b.acceptAnyOdds}
            onChange={(on) => prefs.setBetting('acceptBetterOdds', on)}
          />
        )}
      </Row>
      <Row label={t('settings.acceptAnyOdds')}>
        {(id) => (
          <Switch
            id={id}
            checked={b.acceptAnyOdds}
            onChange={(on) => prefs.setBetting('acceptAnyOdds', on)}
          />
        )}
      </Row>
      <Row label={t('settings.autoRefreshOdds')}>
        {(id) => (
          <Switch id={id} checked={prefs.autoRefreshOdds} onChange={(on) => prefs.setAutoRefreshOdds(on)} />
        )}
      </Row>
      <Row label={t('settings.quickBet')}>
        {(id) => <Switch id={id} checked={b.quickBet} onChange={(on) => prefs.setBetting('quickBet', on)} />}
      </Row>
      <Row label={t('settings.quickBetAmount')}>
        {(id) => (
          <Amount
            id={id}
            label={t('settings.quickBetAmount')}
            value={b.quickBetAmount}
            disabled={!b.quickBet}
            onChange={(v) => prefs.setBetting('quickBetAmount', v)}
          />
        )}
      </Row>
    </div>
  );
});

/** /info/settings: the account panel, every preference of RULES.md section 3, password and nickname. */
export const SettingsPage = observer(function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('settings.title')}</h1>
      <AccountPanel />
      <section className="info-section" aria-labelledby="settings-display">
        <h2 id="settings-display">{t('settings.display')}</h2>
        <p className="message-meta">{t('settings.saved')}</p>
        <DisplaySettings />
      </section>
      <section className="info-section" aria-labelledby="settings-betting">
        <h2 id="settings-betting">{t('settings.betting')}</h2>
        <BettingSettings />
      </section>
      <SettingsSportsOrder />
      <AccountPassword />
      <AccountNickname />
    </>
  );
});
