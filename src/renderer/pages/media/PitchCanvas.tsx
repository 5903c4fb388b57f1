import { useEffect, useRef } from 'react';

export interface PitchState {
  home: string;
  away: string;
  score: readonly [number, number];
  clock: string;
  /** Goals to celebrate: a replay passes them with the minute each one is shown at. */
  goals?: readonly { minute: number; side: 'h' | 'a' }[];
  /** Replays run the clock themselves from 0 to 90 over the given seconds. */
  replaySeconds?: number;
}

const W = 1280;
const H = 720;

/**
 * The demo stream: a pitch drawn on a canvas with 22 players drifting around a ball, and the live score as
 * the broadcaster's overlay. Generated here, so the app ships no video.
 */
export function PitchCanvas({ state, label }: { state: PitchState; label: string }) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    const started = performance.now();
    const players = Array.from({ length: 22 }, (_, i) => ({
      side: i < 11 ? 0 : 1,
      x: i < 11 ? 200 + (i % 4) * 110 : 1080 - (i % 4) * 110,
      y: 100 + ((i * 53) % 520),
      phase: i * 0.7,
    }));
    const draw = (now: number) => {
      const s = latest.current;
      const t = (now - started) / 1000;
      const ball = {
        x: W / 2 + Math.sin(t * 0.6) * 420 + Math.sin(t * 1.7) * 80,
        y: H / 2 + Math.cos(t * 0.45) * 200,
      };
      ctx.fillStyle = '#2e7d32';
      ctx.fillRect(0, 0, W, H);
      for (let i = 0; i < 10; i++) {
        ctx.fillStyle = i % 2 ? '#2e7d32' : '#33873a';
        ctx.fillRect(i * 128, 0, 128, H);
      }
      ctx.strokeStyle = '#e8f5e9';
      ctx.lineWidth = 4;
      ctx.strokeRect(40, 40, W - 80, H - 80);
      ctx.beginPath();
      ctx.moveTo(W / 2, 40);
      ctx.lineTo(W / 2, H - 40);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(W / 2, H / 2, 90, 0, Math.PI * 2);
      ctx.stroke();
      ctx.strokeRect(40, H / 2 - 160, 170, 320);
      ctx.strokeRect(W - 210, H / 2 - 160, 170, 320);
      for (const p of players) {
        const px = p.x + (ball.x - p.x) * 0.15 + Math.sin(t + p.phase) * 30;
        const py = p.y + (ball.y - p.y) * 0.1 + Math.cos(t * 0.8 + p.phase) * 20;
        ctx.fillStyle = p.side ? '#1565c0' : '#c62828';
        ctx.beginPath();
        ctx.arc(px, py, 13, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(ball.x, ball.y, 8, 0, Math.PI * 2);
      ctx.fill();
      let clock = s.clock;
      let score = s.score;
      if (s.replaySeconds && s.goals) {
        const minute = Math.min(90, Math.floor(((t % (s.replaySeconds + 2)) / s.replaySeconds) * 90));
        const shown = s.goals.filter((g) => g.minute <= minute);
        score = [shown.filter((g) => g.side === 'h').length, shown.filter((g) => g.side === 'a').length];
        clock = `${minute}'`;
        const recent = s.goals.find((g) => g.minute <= minute && minute - g.minute < 4);
        if (recent) {
          ctx.fillStyle = 'rgba(0,0,0,0.55)';
          ctx.fillRect(W / 2 - 200, H / 2 - 60, 400, 120);
          ctx.fillStyle = '#ffd54f';
          ctx.font = 'bold 72px sans-serif';
          ctx.textAlign = 'center';
          ctx.fillText('GOAL!', W / 2, H / 2 + 25);
        }
      }
      ctx.textAlign = 'left';
      ctx.fillStyle = 'rgba(0,0,0,0.7)';
      ctx.fillRect(40, 12, 620, 56);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 28px sans-serif';
      ctx.fillText(`${s.home.slice(0, 16)}  ${score[0]} - ${score[1]}  ${s.away.slice(0, 16)}`, 56, 50);
      ctx.fillStyle = '#ffd54f';
      ctx.fillRect(W - 170, 12, 130, 56);
      ctx.fillStyle = '#222';
      ctx.fillText(clock || 'LIVE', W - 155, 50);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return <canvas ref={ref} width={W} height={H} role="img" aria-label={label} />;
}
