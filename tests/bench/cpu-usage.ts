// Where a benchmark's CPU time goes, read from Linux's /proc: the server process, the PostgreSQL cluster it
// talks to, the load generator (this process) and the whole machine. On the 2-CPU build machine these share
// the same two CPUs, so what each side spends per bet bounds what any of them can reach.
import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

/** Linux counts process and machine times in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICK_MS = 10;

export interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime: CPU time the process itself used, every thread included (ms). */
  selfMs: number;
  /** cutime + cstime: CPU time of its children that exited and were waited for (ms). */
  reapedChildrenMs: number;
}

/** Parses /proc/<pid>/stat; the command name may hold spaces and parentheses, so fields count from the last ')'. */
export function parseProcStat(text: string): ProcStat {
  const close = text.lastIndexOf(')');
  if (close < 0) throw new Error('not a /proc/<pid>/stat line');
  const pid = Number(text.slice(0, text.indexOf(' ')));
  // After ") ": state(3) ppid(4) ... utime(14) stime(15) cutime(16) cstime(17), numbered as in proc(5).
  const f = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const field = (n: number): number => {
    const value = Number(f[n - 3]);
    if (!Number.isFinite(value)) throw new Error(`field ${n} of /proc/${pid}/stat is not a number`);
    return value;
  };
  return {
    pid,
    ppid: field(4),
    selfMs: (field(14) + field(15)) * TICK_MS,
    reapedChildrenMs: (field(16) + field(17)) * TICK_MS,
  };
}

export interface MachineTimes {
  /** Time the CPUs spent running anything (user, nice, system, irq, softirq), summed over CPUs (ms). */
  busyMs: number;
  /** Time the CPUs spent idle or waiting for I/O, summed over CPUs (ms). */
  idleMs: number;
}

/** Parses the aggregate `cpu` line of /proc/stat. Steal (the hypervisor's) and guest time count as neither. */
export function parseMachineStat(text: string): MachineTimes {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('no cpu line in /proc/stat');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busyMs: (user + nice + system + irq + softirq) * TICK_MS, idleMs: (idle + iowait) * TICK_MS };
}

function readStat(pid: number): ProcStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null; // gone, or not Linux
  }
}

/**
 * CPU time of a process tree rooted at `root` (ms): the root, its living children, and the children it already
 * reaped. For a PostgreSQL cluster rooted at its postmaster this counts every backend, including those that
 * ended during the measurement (their time moves into the postmaster's reaped-children count when they exit).
 */
export function treeCpuMs(root: number): number | null {
  const top = readStat(root);
  if (!top) return null;
  let total = top.selfMs + top.reapedChildrenMs;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = readStat(Number(entry));
    if (child?.ppid === root) total += child.selfMs;
  }
  return total;
}

function machineTimes(): MachineTimes | null {
  try {
    return parseMachineStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The parent of a process: a PostgreSQL backend's parent is its cluster's postmaster. */
export function parentPid(pid: number): number | null {
  return readStat(pid)?.ppid ?? null;
}

export interface CpuShares {
  /** CPU time per unit of work (µs) of each side; serverUs is every server process's together. */
  serverUs: number;
  /** The same per server process, in the order they were given (one entry for a single server). */
  perServerUs: number[];
  /** Null for a database inside the server process (PGlite), or one whose processes could not be read. */
  databaseUs: number | null;
  loadGeneratorUs: number;
  /** Everything the machine ran per unit of work, whoever ran it (µs). */
  machineUs: number;
  /** Share of the machine's CPU time that was busy, 0 to 1. */
  busy: number;
  /** The machine's CPUs, which the ceiling assumes all busy. */
  cpus: number;
}

export interface CpuMeter {
  /** Ends the measurement and divides what each side used by `units` (bets placed). */
  stop(units: number): CpuShares | null;
}

/**
 * Starts measuring the server process `serverPid` (or several server processes on one database), the
 * database tree rooted at `databaseRoot` (a PostgreSQL postmaster; null for an in-process database, whose time
 * is the server's), this process as the load generator, and the whole machine. Returns null where /proc
 * cannot be read.
 */
export function startCpuMeter(
  serverPid: number | readonly number[],
  databaseRoot: number | null,
): CpuMeter | null {
  const serverPids = typeof serverPid === 'number' ? [serverPid] : serverPid;
  const servers0 = serverPids.map(readStat);
  const database0 = databaseRoot === null ? null : treeCpuMs(databaseRoot);
  const machine0 = machineTimes();
  const self0 = process.cpuUsage();
  if (!servers0.every(Boolean) || !servers0.length || !machine0) return null;
  return {
    stop(units) {
      const servers1 = serverPids.map(readStat);
      const database1 = databaseRoot === null ? null : treeCpuMs(databaseRoot);
      const machine1 = machineTimes();
      const self = process.cpuUsage(self0);
      if (!servers1.every(Boolean) || !machine1 || units <= 0) return null;
      const busyMs = machine1.busyMs - machine0.busyMs;
      const allMs = busyMs + machine1.idleMs - machine0.idleMs;
      const per = (ms: number): number => (ms * 1000) / units;
      const perServerUs = servers1.map((s, i) => per((s?.selfMs ?? 0) - (servers0[i]?.selfMs ?? 0)));
      return {
        serverUs: perServerUs.reduce((a, b) => a + b, 0),
        perServerUs,
        databaseUs: database0 === null || database1 === null ? null : per(database1 - database0),
        loadGeneratorUs: (self.user + self.system) / units,
        machineUs: per(busyMs),
        busy: allMs > 0 ? busyMs / allMs : 0,
        cpus: cpus().length,
      };
    },
  };
}

/**
 * How many units a second the machine could finish at this CPU cost per unit if every CPU were busy all the
 * time: the ceiling no overlap of server, database and load generator can pass.
 */
export function cpuCeiling(shares: CpuShares): number {
  return shares.machineUs > 0 ? (shares.cpus * 1e6) / shares.machineUs : 0;
}

/** One line for a run: per bet of a placement (with its database), or per request of hello-world (none). */
export function formatShares(shares: CpuShares, unit: 'bet' | 'request' = 'bet'): string {
  const us = (v: number): string => `${v.toFixed(0)} µs`;
  const server =
    shares.perServerUs.length > 1
      ? `servers ${shares.perServerUs.map((v) => v.toFixed(0)).join(' + ')} = ${us(shares.serverUs)}`
      : `server ${us(shares.serverUs)}`;
  const database =
    unit === 'request'
      ? ''
      : `database ${shares.databaseUs === null ? 'inside the server' : us(shares.databaseUs)}, `;
  return (
    `CPU per ${unit}: ${server}, ${database}load generator ${us(shares.loadGeneratorUs)}; ` +
    `machine ${us(shares.machineUs)} (${(shares.busy * 100).toFixed(0)}% of ${shares.cpus} CPUs busy) ` +
    `-> ceiling ${cpuCeiling(shares).toFixed(0)} ${unit}s/s with every CPU busy`
  );
}
