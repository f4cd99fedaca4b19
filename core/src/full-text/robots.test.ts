import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetRobots, robotsAllow, rulesFrom } from './robots';
import { ARTICLE_READER_USER_AGENT } from './user-agent';

describe('robots.txt', () => {
  it('applies the rules for our agent name, else those for every agent', () => {
    const rules = rulesFrom(
      'https://news.example/robots.txt',
      'User-agent: *\nDisallow: /private/\n\nUser-agent: SynthArticleReader\nDisallow: /premium/\n',
    );
    expect(rules.allows('https://news.example/premium/story.html')).toBe(false);
    // A group for our agent replaces the * group.
    expect(rules.allows('https://news.example/private/story.html')).toBe(true);
    const star = rulesFrom('https://news.example/robots.txt', 'User-agent: *\nDisallow: /\n');
    expect(star.allows('https://news.example/story.html')).toBe(false);
  });

  describe('read through the guarded fetcher, once per host', () => {
    let server: http.Server | undefined;
    afterEach(async () => {
      forgetRobots();
      await new Promise((r) => server?.close(r));
    });
    const serve = async (handler: http.RequestListener) => {
      server = http.createServer(handler);
      await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };

    it("fetches robots.txt once with Synth's User-Agent and obeys it", async () => {
      const seen: (string | undefined)[] = [];
      const base = await serve((req, res) => {
        seen.push(req.headers['user-agent']);
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /members/\n');
      });
      const opts = { allowPrivateNetworks: true };
      expect(await robotsAllow(`${base}/news/a.html`, opts)).toBe(true);
      expect(await robotsAllow(`${base}/members/b.html`, opts)).toBe(false);
      expect(seen).toEqual([ARTICLE_READER_USER_AGENT]);
    });

    it('allows everything when there is no robots.txt, and reads nothing, saying why, when the site fails', async () => {
      let status = 404;
      const base = await serve((_req, res) => void res.writeHead(status).end());
      expect(await robotsAllow(`${base}/a.html`, { allowPrivateNetworks: true })).toBe(true);
      forgetRobots();
      status = 503;
      await expect(robotsAllow(`${base}/a.html`, { allowPrivateNetworks: true })).rejects.toMatchObject({
        reason: 'http-status',
        httpStatus: 503,
      });
    });
  });
});
