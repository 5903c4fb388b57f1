import { Alert, Button, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@shared/money';
import {
  EXCLUSION_DURATIONS,
  EXCLUSION_MS,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  type ExclusionDuration,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@shared/responsible-gaming/rules';
import { errorText } from '../../i18n';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';
import type { FieldProblem } from '../../stores/ResponsibleGamingStore';

interface ChangeFormProps {
  label: string;
  /** The field's and the save button's names when several forms share the visible words. */
  fieldName?: string;
  saveName: string;
  inputMode: 'decimal' | 'numeric';
  /** Checks and sends the text; answers the field's problem, or null when it was sent. */
  onSave: (text: string) => Promise<FieldProblem | null>;
  /** "Remove" or "Turn off", when there is something to remove. */
  clear?: { text: string; name?: string; onClick: () => void };
}

/** A text field with its label, Save, an optional clear button and the field's own message. */
const ChangeForm = observer(function ChangeForm({
  label,
  fieldName,
  saveName,
  inputMode,
  onSave,
  clear,
}: ChangeFormProps) {
  const { responsibleGaming: rg } = useStores();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const inputId = useId();
  const save = async () => {
    const refused = await onSave(text);
    setProblem(refused);
    if (!refused && !rg.error) setText('');
  };
  return (
    <>
      <form
        className="rg-limit-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label htmlFor={inputId}>{label}</label>
        <Input
          id={inputId}
          inputMode={inputMode}
          value={text}
          aria-label={fieldName}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
        />
        <Button type="primary" htmlType="submit" loading={rg.busy} aria-label={saveName}>
          {t('responsible.save')}
        </Button>
        {clear ? (
          <Button onClick={clear.onClick} disabled={rg.busy} aria-label={clear.name}>
            {clear.text}
          </Button>
        ) : null}
      </form>
      {problem ? (
        <p id={`${inputId}-error`} className="rg-field-error" role="alert">
          {t(`responsible.${problem}`)}
        </p>
      ) : null}
    </>
  );
});

/** One limit: what is in force, a waiting raise or removal, what the period used, and the field to change it. */
const LimitCard = observer(function LimitCard({
  kind,
  period,
}: {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
}) {
  const { responsibleGaming: rg, prefs } = useStores();
  const { t } = useTranslation();
  const lang = prefs.language;
  const entry = rg.limit(kind, period);
  const name = t(`responsible.limit.${kind}_${period}`);
  const money = (value: string | number) => formatMoney(toMinor(value), lang);
  const pending = entry?.pending;
  return (
    <fieldset className="rg-limit">
      <legend>{name}</legend>
      <dl className="rg-figures">
        <dt>{t('responsible.current')}</dt>
        <dd>{entry && entry.limit !== null ? money(entry.limit) : t('responsible.none')}</dd>
        <dt>{t(kind === 'stake' ? 'responsible.usedStake' : 'responsible.usedLoss')}</dt>
        <dd>{entry ? money(entry.used) : '-'}</dd>
      </dl>
      {pending ? (
        <p className="rg-pending">
          {pending.amount === null
            ? t('responsible.pendingRemoval', { date: formatDateTime(Date.parse(pending.applies_at), lang) })
            : t('responsible.pending', {
                amount: money(pending.amount),
                date: formatDateTime(Date.parse(pending.applies_at), lang),
              })}
        </p>
      ) : null}
      <ChangeForm
        label={t('responsible.newLimit')}
        fieldName={t('responsible.newLimitOf', { limit: name })}
        saveName={t('responsible.saveOf', { limit: name })}
        inputMode="decimal"
        onSave={(text) =>
          text.trim() === '' ? Promise.resolve('amountInvalid' as const) : rg.setLimit(kind, period, text)
        }
        clear={
          entry && entry.limit !== null && pending?.amount !== null
            ? {
                text: t('responsible.remove'),
                name: t('responsible.removeOf', { limit: name }),
                onClick: () => void rg.setLimit(kind, period, null),
              }
            : undefined
        }
      />
    </fieldset>
  );
});

const RealityCheckSection = observer(function RealityCheckSection() {
  const { responsibleGaming: rg } = useStores();
  const { t } = useTranslation();
  const minutes = rg.status?.reality_check_minutes ?? null;
  return (
    <section className="info-section" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title">{t('responsible.realityTitle')}</h2>
      <p>{t('responsible.realityIntro')}</p>
      <p>
        <strong>{t('responsible.current')}: </strong>
        {minutes === null ? t('responsible.realityOff') : t('responsible.realityEvery', { count: minutes })}
      </p>
      <ChangeForm
        label={t('responsible.realityMinutes')}
        saveName={t('responsible.saveOf', { limit: t('responsible.realityTitle') })}
        inputMode="numeric"
        onSave={(text) => rg.setRealityCheck(text)}
        clear={
          minutes !== null
            ? { text: t('responsible.realityTurnOff'), onClick: () => void rg.setRealityCheck(null) }
            : undefined
        }
      />
    </section>
  );
});

const ExclusionSection = observer(function ExclusionSection() {
  const { responsibleGaming: rg, prefs } = useStores();
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ExclusionDuration | null>(null);
  // Shown as "until" in the confirmation: the end counted from when the player opened it.
  const [openedAt, setOpenedAt] = useState(0);
  return (
    <section className="info-section" aria-labelledby="rg-exclude-title">
      <h2 id="rg-exclude-title">{t('responsible.excludeTitle')}</h2>
      <p>{t('responsible.excludeIntro')}</p>
      <div className="rg-exclude-buttons">
        {EXCLUSION_DURATIONS.map((duration) => (
          <Button
            key={duration}
            danger
            onClick={() => {
              setOpenedAt(Date.now());
              setChoice(duration);
            }}
          >
            {t(`responsible.exclude.${duration}`)}
          </Button>
        ))}
      </div>
      <Modal
        open={choice !== null}
        title={choice ? t(`responsible.exclude.${choice}`) : ''}
        okText={t('responsible.confirmExclude')}
        okButtonProps={{ danger: true }}
        cancelText={t('responsible.cancel')}
        confirmLoading={rg.busy}
        onOk={() => {
          if (choice) void rg.selfExclude(choice).then((done) => done || setChoice(null));
        }}
        onCancel={() => setChoice(null)}
      >
        <p>
          {choice
            ? t('responsible.confirmText', {
                date: formatDateTime(openedAt + EXCLUSION_MS[choice], prefs.language),
              })
            : null}
        </p>
        <p>
          <strong>{t('responsible.confirmFinal')}</strong>
        </p>
      </Modal>
    </section>
  );
});

/** My account > Responsible gaming: the player's stake and loss limits, the reality check and time-out / self-exclusion. */
export const ResponsibleGamingPage = observer(function ResponsibleGamingPage() {
  const { responsibleGaming: rg } = useStores();
  const { t } = useTranslation();
  useTitle(t('responsible.title'));
  useEffect(() => {
    void rg.load();
  }, [rg]);
  return (
    <div className="rg-page">
      <h1>{t('responsible.title')}</h1>
      <p>{t('responsible.intro')}</p>
      {rg.error ? <Alert type="error" showIcon role="alert" title={errorText(rg.error)} /> : null}
      <section className="info-section" aria-labelledby="rg-limits-title">
        <h2 id="rg-limits-title">{t('responsible.limitsTitle')}</h2>
        <div className="rg-limits">
          {PLAY_LIMIT_PERIODS.map((period) =>
            PLAY_LIMIT_KINDS.map((kind) => (
              <LimitCard key={`${kind}_${period}`} kind={kind} period={period} />
            )),
          )}
        </div>
      </section>
      <RealityCheckSection />
      <ExclusionSection />
    </div>
  );
});
