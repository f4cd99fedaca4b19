// CPU time per process role, read from /proc: every process below this bench (PostgreSQL and its
// backends, the Temporal dev server, the API, the worker) is grouped by what its command line runs,
// so a benchmark can say what each digest cost each part of the stack in core-seconds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const ROLES = [
  ['postgres', /(^|\/)postgres(\0|$)|postgres:/],
  ['temporal', /(^|\/)temporal(\0|$)|temporal-\d|temporal-server/],
  ['worker', /workflows\/dist\/worker\.js/],
  ['api', /api\/dist\/server\.js/],
];

/** One process's stat: parent, and CPU ticks of itself and of its children it has reaped. */
function readStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [f[11], f[12], f[13], f[14]].map(Number);
    return { ppid: Number(f[1]), ticks: utime + stime + cutime + cstime };
  } catch {
    return null;
  }
}

function roleOf(pid) {
  let cmd = '';
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
  return ROLES.find(([, re]) => re.test(cmd))?.[0] ?? null;
}

/**
 * Core-seconds so far per role, over every live descendant of rootPid (reaped children count in
 * their parent's total, as PostgreSQL's short-lived backends do in the postmaster's). A process
 * whose command line matches no role counts under its nearest ancestor that has one, else "other".
 */
export function cpuSecondsByRole(rootPid = process.pid) {
  const stats = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(Number(name));
    if (s) stats.set(Number(name), s);
  }
  const totals = {};
  for (const [pid, s] of stats) {
    let role = null;
    let inTree = false;
    for (let p = pid; p && stats.has(p); p = stats.get(p).ppid) {
      if (p === rootPid) {
        inTree = p !== pid;
        break;
      }
      role ??= roleOf(p);
    }
    if (!inTree) continue;
    const key = role ?? 'other';
    totals[key] = (totals[key] ?? 0) + s.ticks / TICKS_PER_SECOND;
  }
  return totals;
}

/** What each role spent between two readings. */
export function cpuSpent(before, after) {
  const out = {};
  for (const role of new Set([...Object.keys(before), ...Object.keys(after)]))
    out[role] = Math.max(0, (after[role] ?? 0) - (before[role] ?? 0));
  return out;
}
