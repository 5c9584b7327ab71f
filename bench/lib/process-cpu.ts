import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of a process tree from /proc (Linux), split by program name. Inside local workerd
 * `performance.now()` does not advance during a request (Workers' timer mitigation), so a render
 * cannot time itself: the bench reads the processes' CPU time around many requests and divides.
 */

/** Linux reports utime and stime in clock ticks; USER_HZ is 100 on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  ppid: number;
  name: string;
  cpuMs: number;
}

function readStat(pid: number): ProcessStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may contain spaces: split after the last ')'.
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is state (field 3); ppid is field 4, utime 14, stime 15.
    const ppid = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, ppid, name, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** CPU milliseconds used so far by `root` and its descendants, summed per program name. */
export function treeCpuMs(root: number): Record<string, number> {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcessStat => stat !== undefined);
  const children = new Map<number, ProcessStat[]>();
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const totals: Record<string, number> = {};
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      totals[child.name] = (totals[child.name] ?? 0) + child.cpuMs;
      visit(child.pid);
    }
  };
  const self = all.find((stat) => stat.pid === root);
  if (self) totals[self.name] = (totals[self.name] ?? 0) + self.cpuMs;
  visit(root);
  return totals;
}

/** What each program used between two readings. */
export function cpuDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([name, ms]) => [name, ms - (before[name] ?? 0)]));
}
