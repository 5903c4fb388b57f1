import type { AccountState, MemberProfile, ProductKey } from '../../shared/api/account';
import { minorToDecimalString } from '../../shared/money';
import { toSafeInt, type Queryable } from '../db/types';
import { operatorDisabled } from '../provider/switches';
import { availableMinor } from '../wallet/wallet';

interface MemberRow {
  account_id: string;
  currency: string;
  state: AccountState;
  operator_type: number;
  parent_id: string;
  comm_type: string;
  nickname: string | null;
  live_casino_disabled: boolean;
  lottery_disabled: boolean;
  mini_game_disabled: boolean;
  esports_disabled: boolean;
  tournament_disabled: boolean;
  mini_casino_disabled: boolean;
  mini_slots_disabled: boolean;
  virtual_games_disabled: boolean;
  odds_booster_disabled: boolean;
  cash_out_disabled: boolean;
  last_login_at: Date | string | null;
  last_transaction_at: Date | string | null;
  balance_minor: unknown;
  frozen_minor: unknown;
  outstanding_minor: unknown;
  given_credit_minor: unknown;
}

/** Builds member_profile as RULES.md section 3 shapes it; the token is echoed because only the client holds it. */
export async function loadMemberProfile(
  q: Queryable,
  accountId: string,
  sessionToken: string,
): Promise<MemberProfile> {
  const rows = await q.query<MemberRow>(
    `SELECT m.account_id, m.currency, m.state, m.operator_type, m.parent_id, m.comm_type, m.nickname,
            m.live_casino_disabled, m.lottery_disabled, m.mini_game_disabled, m.esports_disabled, m.tournament_disabled,
            m.mini_casino_disabled, m.mini_slots_disabled,
            m.virtual_games_disabled, m.odds_booster_disabled, m.cash_out_disabled,
            m.last_login_at, m.last_transaction_at,
            w.balance_minor, w.frozen_minor, w.outstanding_minor, w.given_credit_minor
     FROM members m JOIN wallets w ON w.account_id = m.account_id
     WHERE m.account_id = $1`,
    [accountId],
  );
  const member = rows[0];
  if (!member) throw new Error(`member ${accountId} has no wallet`);
  const limits = await q.query<{
    key: string;
    min_bet_minor: unknown;
    max_bet_minor: unknown;
    max_payout_minor: unknown;
  }>(
    'SELECT key, min_bet_minor, max_bet_minor, max_payout_minor FROM bet_limits WHERE account_id = $1 ORDER BY key',
    [accountId],
  );
  const balance = toSafeInt(member.balance_minor, 'balance_minor');
  const frozen = toSafeInt(member.frozen_minor, 'frozen_minor');
  const disabled: ProductKey[] = [];
  if (member.live_casino_disabled) disabled.push('live_casino');
  if (member.lottery_disabled) disabled.push('lottery');
  if (member.mini_game_disabled) disabled.push('mini_game');
  if (member.esports_disabled) disabled.push('esports');
  if (member.tournament_disabled) disabled.push('tournament');
  if (member.mini_casino_disabled) disabled.push('mini_casino');
  if (member.mini_slots_disabled) disabled.push('mini_slots');
  if (member.virtual_games_disabled) disabled.push('virtual_games');
  if (member.odds_booster_disabled) disabled.push('odds_booster');
  if (member.cash_out_disabled) disabled.push('cash_out');
  // A product the operator switched off for everyone is off for this player too, so the menu can say so.
  for (const product of await operatorDisabled(q)) if (!disabled.includes(product)) disabled.push(product);

  return {
    player_info: [
      {
        account_id: member.account_id,
        session_token: sessionToken,
        operator_type: member.operator_type,
        parent_id: member.parent_id,
        comm_type: member.comm_type,
        nickname: member.nickname,
        has_secondary_account: member.nickname !== null,
        account_state: member.state,
        last_login: isoOrNull(member.last_login_at),
        last_transaction: isoOrNull(member.last_transaction_at),
        password_expiry: null,
        disabled_products: disabled,
      },
    ],
    player_wallet: [
      {
        currency_code: member.currency,
        available_balance: minorToDecimalString(
          availableMinor({ balanceMinor: balance, frozenMinor: frozen }),
        ),
        cash_balance: minorToDecimalString(balance),
        frozen_balance: minorToDecimalString(frozen),
        given_credit: minorToDecimalString(toSafeInt(member.given_credit_minor, 'given_credit_minor')),
        outstanding_balance: minorToDecimalString(toSafeInt(member.outstanding_minor, 'outstanding_minor')),
      },
    ],
    player_bet_limit: limits.map((row) => ({
      key: row.key,
      min_bet: minorToDecimalString(toSafeInt(row.min_bet_minor, 'min_bet_minor')),
      max_bet: minorToDecimalString(toSafeInt(row.max_bet_minor, 'max_bet_minor')),
      max_payout: minorToDecimalString(toSafeInt(row.max_payout_minor, 'max_payout_minor')),
    })),
  };
}

function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
