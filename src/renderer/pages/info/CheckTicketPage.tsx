import { Button, Input } from 'antd';
import type { InputRef } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetTicket } from '../../components/ticket/BetTicket';
import { useTitle } from '../../components/useTitle';
import { useStores } from '../../stores/context';

/**
 * /info/checkticket: the status and payout of one of the player's own bets by the ref no printed on its ticket.
 * A keyboard-wedge scanner types the ref no and presses Enter, so a scan is a submit; the text is selected
 * afterwards so the next scan replaces it.
 */
export const CheckTicketPage = observer(function CheckTicketPage() {
  const { betting, config, wallet, prefs } = useStores();
  const tickets = betting.tickets;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<InputRef>(null);
  const hintId = useId();
  const errorId = useId();
  useTitle(t('ticket.check.title'));
  useEffect(() => {
    tickets.clearCheck();
    input.current?.focus();
  }, [tickets]);
  const check = tickets.check;
  const refused = check.state === 'refused' ? check.reason : null;
  return (
    <div className="info-page">
      <h1>{t('ticket.check.title')}</h1>
      <form
        className="info-toolbar"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void tickets.lookUp(text).then(() => input.current?.select());
        }}
      >
        <label>
          {t('ticket.check.label')}{' '}
          <Input
            ref={input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            style={{ width: 260 }}
            aria-invalid={refused === 'required' || refused === 'invalid'}
            aria-describedby={refused ? `${errorId} ${hintId}` : hintId}
          />
        </label>
        <Button htmlType="submit" type="primary" loading={check.state === 'checking'}>
          {t('ticket.check.submit')}
        </Button>
      </form>
      <p id={hintId}>{t('ticket.check.hint')}</p>
      {refused ? (
        <p id={errorId} role="alert" className="field-error">
          {t(`ticket.check.${refused}`)}
        </p>
      ) : null}
      {check.state === 'found' ? (
        <section className="info-section" aria-label={t('ticket.check.result', { ref: check.bet.ref_no })}>
          <BetTicket
            bet={check.bet}
            brandName={config?.brandName ?? ''}
            terminalId={tickets.settings.terminalId}
            paperWidthMm={tickets.settings.paperWidthMm}
            copy
            currency={wallet.currency}
            language={prefs.language}
          />
          <div className="info-toolbar">
            <Button onClick={() => void tickets.open(check.bet.ref_no)}>
              {t('ticket.reprintOf', { ref: check.bet.ref_no })}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
});
