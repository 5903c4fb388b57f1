import { Button, Form, Input, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOICES, LOTTERY_BET_TYPES, type LotteryBetType } from '@shared/lottery/bets';
import { formatMinor } from '@shared/money';
import { FOUR_D_NUMBER_RULES, LOTTERY_STAKE_RULES, THREE_D_NUMBER_RULES } from '@shared/validation';
import { useFormRules } from '../../forms';
import { formatMoney } from '../../i18n/format';
import { translateBuilt } from '../../i18n/keys';
import { useStores } from '../../stores/context';
import { ConfirmStep } from '../../components/ConfirmStep';
import { PrintTicketButton } from '../../components/ticket/PrintTicketButton';

/** The 4D bet form; the cost shown comes from the same shared rule the server charges by. */
export const LotteryBetForm = observer(function LotteryBetForm() {
  const { games, betting, prefs, wallet } = useStores();
  const store = games.lottery;
  const { t } = useTranslation();
  const [type, setType] = useState<LotteryBetType>('single');
  const [number, setNumber] = useState('');
  const [choice, setChoice] = useState('big');
  const [stake, setStake] = useState('1');
  const [placedRef, setPlacedRef] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const needsNumber = type !== 'bigsmall' && type !== 'oddeven';
  const digits = type === 'abc' || type === 'ae' ? 3 : 4;
  const form = { type, number, choice, stake: stake.trim() };
  const described = store.describe(form);
  const rules = useFormRules(
    {
      number: needsNumber ? (digits === 3 ? THREE_D_NUMBER_RULES : FOUR_D_NUMBER_RULES) : [],
      stake: LOTTERY_STAKE_RULES,
    },
    { number, stake: stake.trim() },
    { labels: { number: t('games.lottery.number'), stake: t('games.lottery.stake') } },
  );
  const numberError = rules.errorOf('number');
  const stakeError = rules.errorOf('stake');

  const changeType = (next: LotteryBetType) => {
    setType(next);
    setChoice(CHOICES[next][0] as string);
  };
  // Place bet asks for the confirmation the other products ask for; only Confirm sends the bet.
  const submit = () => {
    setPlacedRef(null);
    if (rules.check()) setConfirming(true);
  };
  const confirm = async () => {
    setConfirming(false);
    if (!(await store.place(form))) return;
    const ref = store.lastPlaced[0]?.ref_no ?? null;
    setPlacedRef(ref);
    if (ref) betting.tickets.afterAccepted(ref);
  };
  return (
    <Form layout="vertical" onFinish={submit} aria-label={t('games.lottery.form')}>
      <Form.Item label={t('games.lottery.betType')} htmlFor="w4d-type">
        <Select
          id="w4d-type"
          value={type}
          onChange={changeType}
          options={LOTTERY_BET_TYPES.map((v) => ({ value: v, label: t(`games.lottery.types.${v}`) }))}
        />
      </Form.Item>
      {needsNumber ? (
        <Form.Item
          label={t('games.lottery.number')}
          htmlFor="w4d-number"
          validateStatus={numberError ? 'error' : undefined}
          help={numberError ? <span id="w4d-number-error">{numberError}</span> : undefined}
        >
          <Input
            id="w4d-number"
            {...rules.inputProps('number', 'w4d-number')}
            inputMode="numeric"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            placeholder={'0'.repeat(digits)}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('games.lottery.choice')} htmlFor="w4d-choice">
        <Select
          id="w4d-choice"
          value={choice}
          onChange={setChoice}
          options={CHOICES[type].map((v) => ({
            value: v,
            label: translateBuilt(t, `games.lottery.choices.${v}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        label={t('games.lottery.stake')}
        htmlFor="w4d-stake"
        validateStatus={stakeError ? 'error' : undefined}
        help={stakeError ? <span id="w4d-stake-error">{stakeError}</span> : undefined}
      >
        <Input
          id="w4d-stake"
          {...rules.inputProps('stake', 'w4d-stake')}
          inputMode="numeric"
          value={stake}
          onChange={(e) => setStake(e.target.value)}
        />
      </Form.Item>
      <p aria-live="polite">
        {'costMinor' in described
          ? t('games.lottery.cost', { amount: formatMinor(described.costMinor) })
          : translateBuilt(t, `games.lottery.problems.${described.problem}`)}
      </p>
      <Button type="primary" htmlType="submit" loading={store.placing} disabled={!('costMinor' in described)}>
        {t('games.lottery.place')}
      </Button>
      {'costMinor' in described ? (
        <ConfirmStep
          open={confirming}
          title={t('games.lottery.confirmTitle')}
          okText={t('games.lottery.confirm')}
          cancelText={t('games.lottery.cancel')}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          {t('games.lottery.confirmBody', {
            no: store.draw?.open_draw.draw_no ?? '',
            type: t(`games.lottery.types.${type}`),
            pick: [needsNumber ? number : '', translateBuilt(t, `games.lottery.choices.${choice}`)]
              .filter(Boolean)
              .join(' '),
            cost: formatMoney(described.costMinor, prefs.language, wallet.currency),
          })}
        </ConfirmStep>
      ) : null}
      {placedRef ? (
        // The status announces the bet alone; the print button beside it is not part of the announcement.
        <p className="placed-note">
          <span role="status">{t('games.lottery.placed', { ref: placedRef })}</span>{' '}
          <PrintTicketButton refNo={placedRef} />
        </p>
      ) : null}
    </Form>
  );
});
