// Virtual roulette calls of the extension group (POST {apiBaseUrl}/osg/{name}) as contract entries.
import type { CallSpec } from '../api/contract';
import {
  rouletteBetListRequest,
  rouletteBetListResponse,
  rouletteBetRequest,
  rouletteBetResponse,
  rouletteSpinRequest,
  rouletteSpinResponse,
} from './api';

export const ROULETTE_CALLS = {
  roulettespin: {
    group: 'osg',
    request: rouletteSpinRequest,
    response: rouletteSpinResponse,
    session: true,
  },
  roulettebet: {
    group: 'osg',
    request: rouletteBetRequest,
    response: rouletteBetResponse,
    session: true,
  },
  roulettebetlist: {
    group: 'osg',
    request: rouletteBetListRequest,
    response: rouletteBetListResponse,
    session: true,
  },
} as const satisfies Record<string, CallSpec>;
