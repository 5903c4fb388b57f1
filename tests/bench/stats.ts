// Summaries shared by the Node benchmarks (odds-render.bench.ts has its own inside the page it measures).

/** The middle value (the upper of the two middle ones for an even count); 0 for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
