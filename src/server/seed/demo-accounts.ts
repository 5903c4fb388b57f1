import { PRODUCT_KEYS, type AccountState } from '../../shared/api/account';
import type { UplineInput } from '../accounts/upline-chain';
import type { ProductKey } from '../accounts/members-admin';

export const DEMO_PASSWORD = 'Pass1234';

/** Two complete chains: operator 1 (ordinary members) and operator 2 (the seamless-wallet operator of op2demo). */
export const DEMO_UPLINES: readonly UplineInput[] = [
  { id: 'sh01', role: 'shareholder', parentId: null, commissionBp: 50 },
  { id: 'ss01', role: 'super_senior', parentId: 'sh01', commissionBp: 45 },
  { id: 'se01', role: 'senior', parentId: 'ss01', commissionBp: 40 },
  { id: 'ma01', role: 'master', parentId: 'se01', commissionBp: 35 },
  { id: 'ag01', role: 'agent', parentId: 'ma01', commissionBp: 30 },
  { id: 'sh02', role: 'shareholder', parentId: null, commissionBp: 50 },
  { id: 'ss02', role: 'super_senior', parentId: 'sh02', commissionBp: 45 },
  { id: 'se02', role: 'senior', parentId: 'ss02', commissionBp: 40 },
  { id: 'ma02', role: 'master', parentId: 'se02', commissionBp: 35 },
  { id: 'ag02', role: 'agent', parentId: 'ma02', commissionBp: 30 },
];

export interface DemoAccount {
  accountId: string;
  currency: string;
  creditMinor: number;
  agentId: string;
  state?: AccountState;
  operatorType?: 1 | 2;
  disabledProducts?: readonly ProductKey[];
  /** Not yet accepted the terms: logs in to the terms screen instead of /desktop. */
  termsPending?: boolean;
}

/** API.md's demo table; every account's opening credit is a ledger row. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { accountId: 'demo01', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01' },
  { accountId: 'demo02', currency: 'USD', creditMinor: 500_000, agentId: 'ag01' },
  { accountId: 'demo03', currency: 'THB', creditMinor: 10_000_000, agentId: 'ag01' },
  // Tournament rooms are per currency: with demo01 these fill a MYR room.
  { accountId: 'demo04', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01' },
  { accountId: 'demo05', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01' },
  { accountId: 'mmk01', currency: 'MMK', creditMinor: 500_000_000, agentId: 'ag01' },
  { accountId: 'op2demo', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag02', operatorType: 2 },
  { accountId: 'view01', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01', state: 'SUSPEND' },
  { accountId: 'block01', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01', state: 'BLOCK' },
  { accountId: 'close01', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01', state: 'CLOSE' },
  { accountId: 'freeze01', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01', state: 'FREEZE' },
  { accountId: 'idle01', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01', state: 'INACTIVE' },
  {
    accountId: 'nogames01',
    currency: 'MYR',
    creditMinor: 1_000_000,
    agentId: 'ag01',
    // Every product switched off.
    disabledProducts: [...PRODUCT_KEYS],
  },
  {
    accountId: 'noextra01',
    currency: 'MYR',
    creditMinor: 1_000_000,
    agentId: 'ag01',
    disabledProducts: ['virtual_games', 'odds_booster'],
  },
  { accountId: 'fresh01', currency: 'MYR', creditMinor: 1_000_000, agentId: 'ag01', termsPending: true },
];

export const DEMO_MEMBER_COMMISSION_BP = 25;
