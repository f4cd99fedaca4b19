// Maintenance: re-validates every catalogue feed through the guarded fetcher and lists the dead
// ones. Run from the repository root:  npx tsx --tsconfig api/tsconfig.json api/src/modules/catalog/check-catalog.ts
import { validateFeedUrl } from '../feeds/feed-validation.service';
import { curatedFeeds } from './curated-feeds';

const CONCURRENCY = 8;

async function main() {
  const queue = [...curatedFeeds];
  const dead: { title: string; url: string; category: string; message: string }[] = [];
  let checked = 0;
  const lane = async () => {
    for (let feed = queue.shift(); feed; feed = queue.shift()) {
      const result = await validateFeedUrl(feed.url, { allowPrivateNetworks: false });
      checked++;
      if (!result.valid) dead.push({ ...feed, message: result.message });
      else if (result.articleCount === 0) dead.push({ ...feed, message: 'reachable but has no articles' });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  for (const d of dead) console.log(`DEAD  ${d.category} — ${d.title} <${d.url}>: ${d.message}`);
  console.log(`${checked} feeds checked, ${checked - dead.length} alive, ${dead.length} dead`);
  process.exitCode = dead.length ? 1 : 0;
}

void main();
