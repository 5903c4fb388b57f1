// Product switches per account (members.*_disabled) and per operator (app_meta `operator_disabled_products`,
// a comma list of product keys), checked on the server so a hidden button is never the only guard.
import { PRODUCT_KEYS, type ProductKey } from '../../shared/api/account';
import { PRODUCT_DISABLED_CODE } from '../../shared/games/switches';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';

const OPERATOR_SWITCH_KEY = 'operator_disabled_products';

const COLUMN: Record<ProductKey, string> = {
  live_casino: 'live_casino_disabled',
  lottery: 'lottery_disabled',
  mini_game: 'mini_game_disabled',
  esports: 'esports_disabled',
  tournament: 'tournament_disabled',
  mini_casino: 'mini_casino_disabled',
  mini_slots: 'mini_slots_disabled',
  virtual_games: 'virtual_games_disabled',
  odds_booster: 'odds_booster_disabled',
  cash_out: 'cash_out_disabled',
};

export async function operatorDisabled(db: Queryable): Promise<ProductKey[]> {
  const rows = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [
    OPERATOR_SWITCH_KEY,
  ]);
  const listed = (rows[0]?.value ?? '').split(',').map((s) => s.trim());
  return PRODUCT_KEYS.filter((k) => listed.includes(k));
}

/** Whether the product is switched off for the account, or for the whole operator. */
export async function isProductDisabled(
  db: Queryable,
  accountId: string,
  product: ProductKey,
): Promise<boolean> {
  const rows = await db.query<{ off: boolean }>(
    `SELECT ${COLUMN[product]} AS off FROM members WHERE account_id = $1`,
    [accountId],
  );
  if (rows[0]?.off) return true;
  return (await operatorDisabled(db)).includes(product);
}

/** Refuses with the product's RULES.md section 8 code (liveCasinoDisabled, lotteryDisabled, MiniGameDisabled, EsportsDisabled, ...). */
export async function assertProductEnabled(
  db: Queryable,
  accountId: string,
  product: ProductKey | null,
): Promise<void> {
  if (product && (await isProductDisabled(db, accountId, product)))
    throw new ApiError(PRODUCT_DISABLED_CODE[product]);
}

/** Sets the operator-level list (admin and tests). */
export async function setOperatorDisabled(db: Queryable, products: readonly ProductKey[]): Promise<void> {
  await db.query(
    `INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [OPERATOR_SWITCH_KEY, products.join(',')],
  );
}
