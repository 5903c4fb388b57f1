import { makeAutoObservable } from 'mobx';
import type { NetworkState } from '../api/client';

/** UI-wide state: the network banner and the language/theme the shell renders with. */
export class UiStore {
  network: NetworkState = 'ok';

  constructor() {
    makeAutoObservable(this);
  }

  setNetwork(state: NetworkState): void {
    this.network = state;
  }
}
