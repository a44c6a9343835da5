import { readdirSync, readFileSync } from 'node:fs';

/*
 * CPU time, which other work on the machine does not inflate the way it inflates wall-clock time: a
 * process waiting for a core is not charged for the wait. Read from Linux's /proc: each thread's
 * schedstat gives the nanoseconds it ran, so a block of a few hundred requests is measured to the
 * microsecond (the clock-tick counts of /proc/<pid>/stat are 10 ms coarse).
 */

/** The processes whose parent is `pid` (a cluster's workers). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] === String(pid);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/** Milliseconds on a CPU so far of every thread of the process (0 for a process that is gone). */
export function processCpuMs(pid: number): number {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  let ns = 0;
  for (const task of tasks) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return ns / 1e6;
}

/** A process and its children, their CPU added up. */
export function treeCpuMs(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce((sum, p) => sum + processCpuMs(p), 0);
}

/** Whether this machine's /proc can be read for CPU time (Linux). */
export function canReadCpu(): boolean {
  return processCpuMs(process.pid) > 0;
}
