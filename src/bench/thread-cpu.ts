/**
 * The CPU time of the thread that runs an op, in ns, read before and after it: on Linux from
 * /proc/thread-self/schedstat (the time the thread spent on a CPU, in ns), elsewhere the process's
 * (process.cpuUsage). The process's CPU also counts V8's helper threads, whose concurrent marking
 * and sweeping of garbage any earlier op left (fuse.js scanning 65,000 names) runs during whatever
 * op comes next: charged to it, it made an op's CPU p99 follow the baselines' garbage. The op's own
 * thread does its own work and the collections it triggers there; the wall figures still count
 * everything the machine did meanwhile.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** A clock of this thread's CPU time in ns, and what it reads (for notes). */
export interface CpuClock {
  now: () => number;
  source: 'thread' | 'process';
}

export const processCpu: CpuClock = {
  now: () => {
    const c = process.cpuUsage();
    return (c.user + c.system) * 1000;
  },
  source: 'process',
};

let clock: CpuClock | undefined;

/** The thread's clock when this system has one, else the process's. Made once per thread. */
export function opCpuClock(): CpuClock {
  clock ??= threadClock() ?? processCpu;
  return clock;
}

function threadClock(): CpuClock | null {
  let fd: number;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
  const buf = Buffer.alloc(96);
  const read = (): number => {
    const n = readSync(fd, buf, 0, buf.length, 0);
    const space = buf.indexOf(0x20);
    return Number(buf.toString('latin1', 0, space > 0 && space < n ? space : n));
  };
  try {
    if (!Number.isFinite(read())) throw new Error('unreadable');
  } catch {
    closeSync(fd);
    return null;
  }
  return { now: read, source: 'thread' };
}
