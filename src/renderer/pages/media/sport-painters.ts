// The generated stream's painters: each sport's field drawn on a 1280x720 canvas from the match's simulated state,
// with the broadcaster's score bug. Pure drawing: SportView.tsx owns the canvas and the animation frame.
import type { TFunction } from 'i18next';
import {
  periodOf,
  scoreByPeriod,
  scoringRuns,
  setScores,
  sportKind,
  type ScoreEvent,
  type Side,
  type SportKind,
} from '@shared/media/sport-events';
import { periodLabel } from './sport-texts';

/** What the live view draws: the match as the simulator has it now (or, in a replay, at `minute`). */
export interface SportViewState {
  sportId: number;
  home: string;
  away: string;
  score: readonly [number, number];
  /** The broadcaster's clock text ("2H 67'", "Q3 30'"); replays show the minute. */
  clock: string;
  minute: number;
  events: readonly ScoreEvent[];
  red?: readonly [number, number];
  /** Soccer's match tracker: which side attacks in which third of the pitch. */
  attack?: { side: Side; zone: number; kind: 'safe' | 'attack' | 'danger' } | null;
}

/** The canvas size: the stream is drawn at 720p and scaled by CSS. */
export const W = 1280;
export const H = 720;

export interface Painter {
  ctx: CanvasRenderingContext2D;
  s: SportViewState;
  /** Seconds since the view opened: the ball moves within what the state says, never beyond it. */
  time: number;
  font: string;
  t: TFunction;
}

function text(p: Painter, value: string, x: number, y: number, size: number, color: string, align = 'left') {
  p.ctx.fillStyle = color;
  p.ctx.font = `700 ${size}px ${p.font}`;
  p.ctx.textAlign = align as CanvasTextAlign;
  p.ctx.fillText(value, x, y);
}

/** The broadcaster's score bug: both names, the score and the clock, over the top left of the picture. */
function scoreBug(p: Painter, extra: string) {
  const { ctx, s } = p;
  ctx.font = `700 28px ${p.font}`;
  const names = `${s.home}  ${s.score[0]} - ${s.score[1]}  ${s.away}`;
  const width = Math.min(W - 240, ctx.measureText(names).width + 40);
  ctx.fillStyle = 'rgba(0,0,0,0.72)';
  ctx.fillRect(40, 12, width, 56);
  ctx.save();
  ctx.beginPath();
  ctx.rect(40, 12, width, 56);
  ctx.clip();
  text(p, names, 60, 50, 28, '#ffffff');
  ctx.restore();
  ctx.fillStyle = '#ffd54f';
  ctx.fillRect(W - 190, 12, 150, 56);
  text(p, s.clock || p.t('games.tv.live'), W - 115, 50, 26, '#1a1a1a', 'center');
  if (extra) {
    ctx.font = `700 24px ${p.font}`;
    const w = Math.min(W - 80, ctx.measureText(extra).width + 32);
    ctx.fillStyle = 'rgba(0,0,0,0.72)';
    ctx.fillRect(40, H - 64, w, 44);
    text(p, extra, 56, H - 33, 24, '#ffffff');
  }
}

function lastEvent(s: SportViewState): ScoreEvent | undefined {
  return s.events.filter((e) => e.minute <= s.minute).at(-1);
}

/** The touchlines, halfway line and centre circle soccer and basketball share (field from y 80 to H - 80). */
function fieldMarkings(ctx: CanvasRenderingContext2D, color: string, circle: number) {
  ctx.strokeStyle = color;
  ctx.lineWidth = 4;
  ctx.strokeRect(40, 80, W - 80, H - 160);
  ctx.beginPath();
  ctx.moveTo(W / 2, 80);
  ctx.lineTo(W / 2, H - 80);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(W / 2, H / 2, circle, 0, Math.PI * 2);
  ctx.stroke();
}

/** Small period columns under the score bug: each period's label over its score ("Q1 / 28-25", "Set 1 / 6-4"). */
function periodStrip(p: Painter, kind: SportKind, scores: readonly (readonly [number, number])[]) {
  p.ctx.fillStyle = 'rgba(0,0,0,0.6)';
  p.ctx.fillRect(40, 72, 90 + scores.length * 70, 64);
  scores.forEach(([h, a], i) => {
    text(p, periodLabel(p.t, kind, i), 130 + i * 70, 90, 16, '#ffd54f', 'center');
    text(p, `${h}-${a}`, 130 + i * 70, 122, 20, '#ffffff', 'center');
  });
}

function paintSoccer(p: Painter) {
  const { ctx, s } = p;
  for (let i = 0; i < 10; i++) {
    ctx.fillStyle = i % 2 ? '#2e7d32' : '#33873a';
    ctx.fillRect(i * 128, 0, 128, H);
  }
  fieldMarkings(ctx, '#e8f5e9', 70);
  ctx.strokeRect(40, H / 2 - 130, 140, 260);
  ctx.strokeRect(W - 180, H / 2 - 130, 140, 260);
  ctx.strokeRect(40, H / 2 - 60, 50, 120);
  ctx.strokeRect(W - 90, H / 2 - 60, 50, 120);
  // Home attacks to the right: a side's attacking third is the far third from its own goal.
  const attack = s.attack;
  const third = attack ? (attack.side === 'h' ? attack.zone : 2 - attack.zone) : 1;
  const zoneW = (W - 80) / 3;
  if (attack) {
    ctx.fillStyle =
      attack.kind === 'danger'
        ? 'rgba(244,67,54,0.45)'
        : attack.kind === 'attack'
          ? 'rgba(255,193,7,0.4)'
          : 'rgba(255,255,255,0.18)';
    ctx.fillRect(40 + third * zoneW, 80, zoneW, H - 160);
    // The direction of play: an arrow towards the goal the attacking side shoots at.
    const dir = attack.side === 'h' ? 1 : -1;
    const ax = 40 + third * zoneW + zoneW / 2;
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.beginPath();
    ctx.moveTo(ax + dir * 60, H - 110);
    ctx.lineTo(ax - dir * 20, H - 132);
    ctx.lineTo(ax - dir * 20, H - 88);
    ctx.fill();
  }
  const ball = {
    x: 40 + third * zoneW + zoneW / 2 + Math.sin(p.time * 0.9) * (zoneW / 3),
    y: H / 2 + Math.sin(p.time * 0.6) * 150,
  };
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#1a1a1a';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(ball.x, ball.y, 11, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  const goal = lastEvent(s);
  const team = (side: Side) => (side === 'h' ? s.home : s.away);
  let caption = attack ? `${p.t(`games.tracker.${attack.kind}`)}: ${team(attack.side)}` : '';
  if (goal && s.minute - goal.minute < 2) caption = p.t('games.live.goalBanner', { team: team(goal.side) });
  const red = s.red ?? [0, 0];
  if (red[0] + red[1] > 0) caption += `   ${p.t('games.live.redCards', { home: red[0], away: red[1] })}`;
  scoreBug(p, caption);
}

function paintBasketball(p: Painter) {
  const { ctx, s } = p;
  ctx.fillStyle = '#c98b4a';
  ctx.fillRect(0, 0, W, H);
  for (let x = 0; x < W; x += 32) {
    ctx.fillStyle = (x / 32) % 2 ? 'rgba(0,0,0,0.04)' : 'rgba(255,255,255,0.04)';
    ctx.fillRect(x, 0, 32, H);
  }
  fieldMarkings(ctx, '#fff8e1', 60);
  for (const [x, dir] of [
    [40, 1],
    [W - 40, -1],
  ] as const) {
    ctx.fillStyle = 'rgba(21,101,192,0.55)';
    ctx.fillRect(dir === 1 ? x : x - 190, H / 2 - 70, 190, 140);
    ctx.strokeRect(dir === 1 ? x : x - 190, H / 2 - 70, 190, 140);
    ctx.beginPath();
    ctx.arc(
      x,
      H / 2,
      230,
      dir === 1 ? -Math.PI / 2 : Math.PI / 2,
      dir === 1 ? Math.PI / 2 : (3 * Math.PI) / 2,
    );
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x + dir * 50, H / 2, 12, 0, Math.PI * 2);
    ctx.stroke();
  }
  // The ball is at the basket the last scoring side attacked (home attacks to the right).
  const last = lastEvent(s);
  const target = last ? (last.side === 'h' ? W - 90 : 90) : W / 2;
  const ball = {
    x: target + (last?.side === 'h' ? -1 : 1) * (60 + 40 * Math.abs(Math.sin(p.time))),
    y: H / 2,
  };
  ctx.fillStyle = '#e65100';
  ctx.beginPath();
  ctx.arc(ball.x, ball.y + Math.sin(p.time * 4) * 20, 14, 0, Math.PI * 2);
  ctx.fill();
  const runs = scoringRuns(s.events);
  const run = runs.at(-1);
  const caption =
    run && run.period === periodOf(s.sportId, s.minute) && s.minute - run.to < 3
      ? p.t('games.live.runNow', {
          team: run.side === 'h' ? s.home : s.away,
          run: `${run.points}-${run.conceded}`,
        })
      : '';
  scoreBug(p, caption);
  quarterBoard(p);
}

/** Basketball's quarter scores, small, under the score bug. */
function quarterBoard(p: Painter) {
  const { home, away } = scoreByPeriod(p.s.sportId, p.s.events);
  const shown = periodOf(p.s.sportId, p.s.minute) + 1;
  periodStrip(
    p,
    'basketball',
    Array.from({ length: shown }, (_, i) => [home[i] ?? 0, away[i] ?? 0] as const),
  );
}

function paintTennis(p: Painter) {
  const { ctx, s } = p;
  ctx.fillStyle = '#2e6b8f';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#1f4f8a';
  ctx.fillRect(140, 140, W - 280, H - 240);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 4;
  ctx.strokeRect(140, 140, W - 280, H - 240);
  ctx.strokeRect(140, 190, W - 280, H - 340);
  ctx.beginPath();
  ctx.moveTo(W / 2, 130);
  ctx.lineTo(W / 2, H - 90);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(380, 190);
  ctx.lineTo(380, H - 150);
  ctx.moveTo(W - 380, 190);
  ctx.lineTo(W - 380, H - 150);
  ctx.moveTo(380, H / 2 + 20);
  ctx.lineTo(W - 380, H / 2 + 20);
  ctx.stroke();
  const sets = setScores(s.events.map((e) => e.side));
  const games = s.events.length;
  // Serve changes every game; the home player served the first game.
  const server: Side = games % 2 === 0 ? 'h' : 'a';
  const x = server === 'h' ? 150 : W - 150;
  const bx = x + (server === 'h' ? 1 : -1) * ((Math.sin(p.time * 1.3) + 1) / 2) * (W - 300);
  ctx.fillStyle = '#d4e157';
  ctx.beginPath();
  ctx.arc(bx, H / 2 + 20 + Math.sin(p.time * 2.6) * 90, 10, 0, Math.PI * 2);
  ctx.fill();
  scoreBug(p, p.t('games.live.serving', { team: server === 'h' ? s.home : s.away }));
  periodStrip(p, 'tennis', sets);
}

function paintBaseball(p: Painter) {
  const { ctx, s } = p;
  ctx.fillStyle = '#2e7d32';
  ctx.fillRect(0, 0, W, H);
  const home = { x: W / 2, y: H - 90 };
  ctx.fillStyle = '#b07a4a';
  ctx.beginPath();
  ctx.moveTo(home.x, home.y);
  ctx.lineTo(home.x - 230, home.y - 230);
  ctx.lineTo(home.x, home.y - 460);
  ctx.lineTo(home.x + 230, home.y - 230);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#388e3c';
  ctx.beginPath();
  ctx.moveTo(home.x, home.y - 70);
  ctx.lineTo(home.x - 160, home.y - 230);
  ctx.lineTo(home.x, home.y - 390);
  ctx.lineTo(home.x + 160, home.y - 230);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  for (const [bx, by] of [
    [home.x, home.y],
    [home.x + 230, home.y - 230],
    [home.x, home.y - 460],
    [home.x - 230, home.y - 230],
  ] as const) {
    ctx.fillRect(bx - 12, by - 12, 24, 24);
  }
  ctx.fillStyle = '#d7ccc8';
  ctx.beginPath();
  ctx.arc(home.x, home.y - 230, 22, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(home.x, home.y - 230 + ((Math.sin(p.time * 2) + 1) / 2) * 200, 8, 0, Math.PI * 2);
  ctx.fill();
  // Each inning is twenty minutes of the simulator's clock: the visitors bat the first half, the home side the second.
  const inning = periodOf(s.sportId, s.minute) + 1;
  const bottom = s.minute % 20 >= 10;
  scoreBug(
    p,
    p.t(bottom ? 'games.live.bottomInning' : 'games.live.topInning', {
      n: inning,
      team: bottom ? s.home : s.away,
    }),
  );
}

function paintHockey(p: Painter) {
  const { ctx, s } = p;
  ctx.fillStyle = '#eef4f8';
  ctx.fillRect(0, 0, W, H);
  ctx.strokeStyle = '#c62828';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(W / 2, 80);
  ctx.lineTo(W / 2, H - 80);
  ctx.stroke();
  ctx.strokeStyle = '#1565c0';
  for (const x of [W / 2 - 200, W / 2 + 200]) {
    ctx.beginPath();
    ctx.moveTo(x, 80);
    ctx.lineTo(x, H - 80);
    ctx.stroke();
  }
  ctx.strokeStyle = '#37474f';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.roundRect(40, 80, W - 80, H - 160, 120);
  ctx.stroke();
  ctx.strokeStyle = '#c62828';
  for (const x of [110, W - 110]) {
    ctx.beginPath();
    ctx.moveTo(x, 90);
    ctx.lineTo(x, H - 90);
    ctx.stroke();
  }
  const last = lastEvent(s);
  const x = last ? (last.side === 'h' ? W - 220 : 220) : W / 2;
  ctx.fillStyle = '#111111';
  ctx.beginPath();
  ctx.arc(x + Math.sin(p.time) * 120, H / 2 + Math.cos(p.time * 0.7) * 120, 10, 0, Math.PI * 2);
  ctx.fill();
  const caption =
    last && s.minute - last.minute < 2
      ? p.t('games.live.goalBanner', { team: last.side === 'h' ? s.home : s.away })
      : '';
  scoreBug(p, caption);
}

/** E-sports and any sport without a field of its own: the maps (or periods) played and the score. */
function paintBoard(p: Painter) {
  const { ctx, s } = p;
  ctx.fillStyle = '#1b1f3b';
  ctx.fillRect(0, 0, W, H);
  const kind = sportKind(s.sportId);
  const { home, away } = scoreByPeriod(s.sportId, s.events);
  const shown = periodOf(s.sportId, s.minute) + 1;
  for (let i = 0; i < shown; i++) {
    const x = 240 + i * 280;
    ctx.fillStyle = i === shown - 1 ? '#3949ab' : '#283593';
    ctx.fillRect(x - 110, 220, 220, 280);
    text(p, periodLabel(p.t, kind, i), x, 270, 28, '#ffd54f', 'center');
    text(p, `${home[i] ?? 0} - ${away[i] ?? 0}`, x, 390, 64, '#ffffff', 'center');
  }
  scoreBug(p, '');
}

export const PAINTERS: Record<SportKind, (p: Painter) => void> = {
  soccer: paintSoccer,
  basketball: paintBasketball,
  tennis: paintTennis,
  baseball: paintBaseball,
  hockey: paintHockey,
  esports: paintBoard,
  other: paintBoard,
};
