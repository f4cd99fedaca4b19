// What an operator reads after a busy minute: Temporal's and the worker's log lines at error level,
// or at warning level saying something failed, from a moment on, counted by message. Reads both of
// Temporal's formats (temporal-server's JSON, the dev server's key=value text) and the SDK's lines.
import fs from 'node:fs';
import path from 'node:path';

const LOGS = /^(temporal(?!-schema).*|worker.*)\.log$/;

/** A line's time, level and message, or null for a line that is none of the three formats. */
function parse(line) {
  if (line.startsWith('{')) {
    try {
      const j = JSON.parse(line);
      return { at: Date.parse(j.ts), level: String(j.level).toLowerCase(), msg: String(j.msg) };
    } catch {
      return null;
    }
  }
  const text = /^time=(\S+) level=(\w+) msg="((?:[^"\\]|\\.)*)"/.exec(line);
  if (text) return { at: Date.parse(`${text[1]}Z`), level: text[2].toLowerCase(), msg: text[3] };
  const sdk = /^(\d{4}-\d\d-\d\dT[\d:.]+Z) \[(\w+)\] (.*?)(?: \{.*)?$/.exec(line);
  if (sdk) return { at: Date.parse(sdk[1]), level: sdk[2].toLowerCase(), msg: sdk[3] };
  return null;
}

const alarming = ({ level, msg }) =>
  ['error', 'fatal', 'panic', 'dpanic'].includes(level) || (level.startsWith('warn') && /fail/i.test(msg));

/** Per log file, the alarming lines written from `sinceMs` up to `untilMs`, by message, most frequent first. */
function operatorLogLines(logDir, sinceMs, untilMs = Infinity) {
  const out = [];
  for (const file of fs
    .readdirSync(logDir)
    .filter((f) => LOGS.test(f))
    .sort()) {
    const counts = new Map();
    for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
      const l = parse(line);
      if (!l || !(l.at >= sinceMs && l.at < untilMs) || !alarming(l)) continue;
      const key = `${l.level}: ${l.msg}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const total = [...counts.values()].reduce((a, n) => a + n, 0);
    out.push({ file, total, messages: [...counts.entries()].sort((a, b) => b[1] - a[1]) });
  }
  return out;
}

/** One line per log for the bench's report, with its three most frequent messages. */
export function operatorLogReport(logDir, sinceMs, untilMs) {
  return operatorLogLines(logDir, sinceMs, untilMs).map(
    ({ file, total, messages }) =>
      `  ${file}: ${total} error or failure lines${
        total
          ? ` (${messages
              .slice(0, 3)
              .map(([m, n]) => `${n} × ${m}`)
              .join('; ')})`
          : ''
      }`,
  );
}
