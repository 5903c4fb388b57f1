// When 4D draws happen: one every `intervalMs` on a fixed grid, numbered by their grid slot, so the server
// and the client agree on the next draw without asking.

/** Bets for a draw close this long before it. */
const LOTTERY_CLOSE_BEFORE_MS = 30_000;

export interface DrawSlot {
  drawNo: number;
  drawAt: number;
  closeAt: number;
}

/** The next draw still open for bets at `now` (keno draws on the same kind of grid with its own closing lead). */
export function openDraw(now: number, intervalMs: number, closeBeforeMs = LOTTERY_CLOSE_BEFORE_MS): DrawSlot {
  let drawNo = Math.floor(now / intervalMs) + 1;
  if (drawNo * intervalMs - closeBeforeMs <= now) drawNo += 1;
  return slot(drawNo, intervalMs, closeBeforeMs);
}

function slot(drawNo: number, intervalMs: number, closeBeforeMs = LOTTERY_CLOSE_BEFORE_MS): DrawSlot {
  const drawAt = drawNo * intervalMs;
  return { drawNo, drawAt, closeAt: drawAt - closeBeforeMs };
}

/** Draw numbers whose time has come by `now` (the last `limit` of them). */
export function dueDraws(now: number, intervalMs: number, limit: number): number[] {
  const last = Math.floor(now / intervalMs);
  const out: number[] = [];
  for (let n = Math.max(1, last - limit + 1); n <= last; n++) out.push(n);
  return out;
}
