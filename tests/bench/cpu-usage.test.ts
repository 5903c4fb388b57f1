import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  cpuCeiling,
  formatShares,
  parseMachineStat,
  parseProcStat,
  startCpuMeter,
  treeCpuMs,
  type CpuShares,
} from './cpu-usage';

/**
 * Burns `ms` of this process's own CPU time. Spinning for `ms` of wall time would get less CPU than that on a
 * busy machine, where other processes take turns on the CPUs.
 */
function spinCpu(ms: number, step: () => void = () => undefined): void {
  const start = process.cpuUsage();
  for (;;) {
    step();
    const used = process.cpuUsage(start);
    if (used.user + used.system >= ms * 1000) return;
  }
}

describe('benchmark CPU accounting', () => {
  it('reads utime, stime and the reaped children of /proc/<pid>/stat, whatever the command name holds', () => {
    // Fields as proc(5) numbers them: ppid 4, utime 14, stime 15, cutime 16, cstime 17.
    const line =
      '4242 (postgres: idle) (x)) S 4100 4242 4242 0 -1 4194560 1200 0 0 0 350 125 40 7 20 0 1 0 99 1000 200 18446744073709551615';
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 4100, selfMs: 4750, reapedChildrenMs: 470 });
    expect(() => parseProcStat('garbage')).toThrow('not a /proc/<pid>/stat line');
    expect(() => parseProcStat('1 (a) S x')).toThrow('field 4 of /proc/1/stat is not a number');
  });

  it('splits the machine line of /proc/stat into busy and idle time, leaving steal out of both', () => {
    const text = 'cpu  100 5 40 800 20 3 2 50 0 0\ncpu0 50 2 20 400 10 1 1 25 0 0\nintr 1 2 3\n';
    // busy = user + nice + system + irq + softirq = 150 ticks; idle = idle + iowait = 820 ticks.
    expect(parseMachineStat(text)).toEqual({ busyMs: 1500, idleMs: 8200 });
    expect(() => parseMachineStat('intr 1 2 3')).toThrow('no cpu line');
  });

  it('bounds the rate by the CPUs the whole machine spent per unit', () => {
    const shares: CpuShares = {
      serverUs: 400,
      perServerUs: [400],
      databaseUs: 300,
      loadGeneratorUs: 100,
      machineUs: 800,
      busy: 0.8,
      cpus: 2,
    };
    // Two CPUs give 2,000,000 µs a second; at 800 µs of machine time a bet no overlap places more than 2,500.
    expect(cpuCeiling(shares)).toBe(2500);
    expect(cpuCeiling({ ...shares, machineUs: 0 })).toBe(0);
    expect(formatShares(shares)).toBe(
      'CPU per bet: server 400 µs, database 300 µs, load generator 100 µs; machine 800 µs (80% of 2 CPUs busy) -> ceiling 2500 bets/s with every CPU busy',
    );
    expect(formatShares({ ...shares, databaseUs: null })).toContain('database inside the server');
    // Two servers on one database: each one's share, then their sum.
    expect(formatShares({ ...shares, perServerUs: [190, 210] })).toContain(
      'CPU per bet: servers 190 + 210 = 400 µs,',
    );
    expect(formatShares(shares, 'request')).toBe(
      'CPU per request: server 400 µs, load generator 100 µs; machine 800 µs (80% of 2 CPUs busy) -> ceiling 2500 requests/s with every CPU busy',
    );
  });

  it('measures the CPU a process burns on this machine (Linux /proc)', () => {
    const meter = startCpuMeter(process.pid, process.pid);
    expect(meter).not.toBeNull();
    let spin = 0;
    spinCpu(200, () => (spin += 1));
    const shares = meter?.stop(1);
    expect(spin).toBeGreaterThan(0);
    // 200 ms of CPU, counted in 10 ms ticks; the tree of this process holds at least itself.
    expect(shares?.serverUs).toBeGreaterThanOrEqual(150_000);
    expect(shares?.perServerUs).toEqual([shares?.serverUs]);
    expect(shares?.databaseUs).toBeGreaterThanOrEqual(150_000);
    expect(shares?.loadGeneratorUs).toBeGreaterThanOrEqual(150_000);
    expect(shares?.machineUs).toBeGreaterThanOrEqual(150_000);
    expect(shares?.cpus).toBe(cpus().length);
    expect(treeCpuMs(2 ** 22 + 1)).toBeNull();
  });

  it('counts several server processes one by one and together', () => {
    const meter = startCpuMeter([process.pid, process.pid], null);
    spinCpu(200);
    const shares = meter?.stop(1);
    expect(shares?.perServerUs).toHaveLength(2);
    expect(shares?.perServerUs[0]).toBeGreaterThanOrEqual(150_000);
    expect(shares?.serverUs).toBe((shares?.perServerUs[0] ?? 0) + (shares?.perServerUs[1] ?? 0));
    expect(shares?.databaseUs).toBeNull();
  });
});
