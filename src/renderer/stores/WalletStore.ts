import { makeAutoObservable, runInAction } from 'mobx';
import { toMinor } from '@shared/money';
import type { BalanceResponse } from '@shared/api/account';
import type { AccountApi } from '../api/account';
import { ApiCallError } from '../api/client';
import type { AuthStore } from './AuthStore';

/** The wallet balance in the account currency, in minor units, refreshed on demand and on an interval. */
export class WalletStore {
  balanceMinor: number | null = null;
  outstandingMinor: number | null = null;
  refreshing = false;

  constructor(
    private readonly auth: AuthStore,
    private readonly api: () => AccountApi,
  ) {
    makeAutoObservable<this, 'auth' | 'api'>(this, { auth: false, api: false });
    auth.onLogout(() => this.clear());
  }

  get currency(): string | null {
    return this.auth.account?.wallet.currency_code ?? null;
  }

  /** The balance to show: the last refresh, else the login profile's available balance. */
  get displayMinor(): number | null {
    if (this.balanceMinor !== null) return this.balanceMinor;
    const wallet = this.auth.account?.wallet;
    return wallet ? toMinor(wallet.available_balance) : null;
  }

  async refresh(): Promise<void> {
    const info = this.auth.account?.info;
    if (!info || this.refreshing) return;
    this.refreshing = true;
    try {
      const response = await this.api().balance(info.parent_id, info.operator_type);
      if (response.retrieve_profile) {
        const profile = await this.api().profile();
        runInAction(() => this.auth.applyProfile(profile.member_profile));
      }
      runInAction(() => {
        this.balanceMinor = toMinor(response.balance);
        this.outstandingMinor = toMinor(response.outstanding_balance);
      });
    } catch (error) {
      if (error instanceof ApiCallError) this.auth.handleError(error.code);
    } finally {
      runInAction(() => {
        this.refreshing = false;
      });
    }
  }

  /** The balance the push stream carried: what `userbalance` would have answered. */
  applyPushed(balance: BalanceResponse): void {
    if (!this.auth.isLoggedIn) return;
    if (balance.retrieve_profile) {
      void this.refresh();
      return;
    }
    this.balanceMinor = toMinor(balance.balance);
    this.outstandingMinor = toMinor(balance.outstanding_balance);
  }

  clear(): void {
    this.balanceMinor = null;
    this.outstandingMinor = null;
  }
}
