// What the benches read of a process from /proc: its CPU time and resident memory; and the machine's load.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** CPU time (user + system, ms) a process has used so far. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Resident memory of a process, in MiB. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status);
    return kb ? Number(kb[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The machine's load average (1, 5 and 15 minutes), as printed beside a measurement. */
export function loadAverage() {
  return `carga ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;
}
