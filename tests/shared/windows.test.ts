import { describe, expect, it } from 'vitest';
import { popupKindForPath } from '@shared/windows';

describe('which window an in-app path opens in (RULES.md section 2)', () => {
  it('every slot and game route, and the mini-game page, open in a game window', () => {
    for (const path of [
      '/slots',
      '/slots2',
      '/slots14',
      '/others',
      '/casino100',
      '/w4d',
      '/keno',
      '/casino',
    ]) {
      expect(popupKindForPath(path), path).toBe('game');
    }
    expect(popupKindForPath('/videopoker/?lang=en')).toBe('game');
    expect(popupKindForPath('/minigame')).toBe('game');
  });

  it('live TV has a window of its own and the info pages the info pop-up', () => {
    expect(popupKindForPath('/livetv')).toBe('livetv');
    expect(popupKindForPath('/info/statement')).toBe('info');
  });

  it('the sportsbook pages and unknown slot numbers stay in the main window', () => {
    for (const path of ['/', '/desktop', '/tournament2/home', '/slots10', '/highlight']) {
      expect(popupKindForPath(path), path).toBeNull();
    }
  });
});
