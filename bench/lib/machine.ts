import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

/** The machine the figures were taken on: timings mean little without it. */
export function machineInfo() {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  };
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    uname: execFileSync('uname', ['-a'], { encoding: 'utf8' }).trim(),
    node: process.version,
    chromium: (() => {
      try {
        return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      } catch {
        return 'not found';
      }
    })(),
    checkout: git(['rev-parse', '--short', 'HEAD']),
  };
}

/**
 * Samples the 1-minute load average every 2 s, so each section (and the README) can say how busy
 * the machine was: other builds and tests on a 2-core machine move every timing.
 */
export function startLoadSampler() {
  const samples: { at: number; load: number }[] = [];
  const take = () => samples.push({ at: Date.now(), load: loadavg()[0]! });
  take();
  const timer = setInterval(take, 2000);
  timer.unref();
  return {
    /** Load seen since `since` (ms epoch). */
    between(since: number, until = Date.now()): { min: number; max: number } {
      take();
      const seen = samples.filter((sample) => sample.at >= since - 2000 && sample.at <= until + 2000).map((sample) => sample.load);
      return { min: Math.min(...seen), max: Math.max(...seen) };
    },
    stop(): { min: number; max: number; mean: number } {
      clearInterval(timer);
      take();
      const loads = samples.map((sample) => sample.load);
      return { min: Math.min(...loads), max: Math.max(...loads), mean: loads.reduce((sum, load) => sum + load, 0) / loads.length };
    },
  };
}
