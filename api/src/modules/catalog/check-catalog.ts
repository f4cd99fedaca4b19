// Maintenance: `npm run check:catalog` re-validates every catalogue feed and lists the dead ones
// (exit code 1 when any is dead), so a stale catalogue is noticed before users add dead feeds.
import { checkCatalogFeeds, curatedFeeds } from '@synth/core/catalog';

async function main() {
  const { checked, dead } = await checkCatalogFeeds(curatedFeeds, {
    onChecked: (n, total) => process.stderr.isTTY && process.stderr.write(`\rchecked ${n}/${total}`),
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  for (const d of dead) console.log(`DEAD  ${d.category} — ${d.title} <${d.url}>: ${d.message}`);
  console.log(`${checked} feeds checked, ${checked - dead.length} alive, ${dead.length} dead`);
  process.exitCode = dead.length ? 1 : 0;
}

void main();
