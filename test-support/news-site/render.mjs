// Renders the fixture news site from articles-*.json into pages/*.html (committed): three outlets'
// page layouts with navigation, cookie banners, related links, comments, share bars and JSON-LD,
// plus a paywall layout. The hand-written main text of each page carries `data-main`, which the
// extraction bench reads as the expected text and strips before extracting.
// Run: node test-support/news-site/render.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const articles = [1, 2, 3].flatMap((i) => JSON.parse(readFileSync(join(here, `articles-${i}.json`), 'utf8')));
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const others = (a, n) => articles.filter((b) => b.slug !== a.slug).slice(0, n);

const paragraphs = (a, tag = 'p') => a.body.map((p, i) => {
  const block = p.startsWith('## ') ? `<h2 data-main>${esc(p.slice(3))}</h2>` : `<${tag} data-main>${esc(p)}</${tag}>`;
  // Real pages break the story with advertising and "read more" links between paragraphs.
  if (i === 1) return `${block}\n<div class="ad-slot" aria-hidden="true"><span>Advertisement</span><div class="ad">Save 20% on your first box of meal kits. Order today.</div></div>`;
  if (i === 3 && others(a, 1)[0]) return `${block}\n<aside class="inline-related"><strong>Read more:</strong> <a href="/site/${others(a, 4)[3].slug}.html">${esc(others(a, 4)[3].title)}</a></aside>`;
  return block;
}).join('\n');

const jsonLd = (a, free = true) => `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org', '@type': 'NewsArticle', headline: a.title, datePublished: `${a.date}T07:00:00Z`,
  author: [{ '@type': 'Person', name: a.author }], publisher: { '@type': 'Organization', name: OUTLET[a.layout] },
  isAccessibleForFree: free, ...(free ? {} : { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.premium-body' } }),
})}</script>`;

const OUTLET = { gazette: 'The Harbour Gazette', ledger: 'Metro Ledger', dispatch: 'The Dispatch', paywall: 'The Northern Record' };

const comments = (a) => a.comments.length ? `<section class="comments" id="comments"><h3>${a.comments.length} comments</h3>
${a.comments.map(([who, text]) => `<div class="comment"><div class="comment-author">${esc(who)}</div><p class="comment-text">${esc(text)}</p><a href="#reply" class="reply">Reply</a> · <span class="likes">${who.length} likes</span></div>`).join('\n')}
<form class="comment-form"><label>Join the conversation<textarea name="c"></textarea></label><button>Post comment</button></form></section>` : '';

const nav = (sections) => `<nav class="site-nav"><ul>${sections.map((s) => `<li><a href="/site/${s.toLowerCase()}/">${s}</a></li>`).join('')}</ul><a class="subscribe" href="/subscribe">Subscribe</a> <a href="/login">Sign in</a></nav>`;
const cookie = `<div class="cookie-banner" role="dialog" aria-label="Cookies"><p>We use cookies to improve your experience, measure our audience and show you relevant advertising. You can change your choices at any time in your privacy settings.</p><button>Accept all</button><button>Manage choices</button></div>`;
const footer = (name) => `<footer class="site-footer"><p>© 2026 ${name}. All rights reserved.</p><ul><li><a href="/about">About us</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms of use</a></li><li><a href="/careers">Careers</a></li></ul></footer>`;
const related = (a, title) => `<section class="related"><h3>${title}</h3><ul>${others(a, 5).map((b) => `<li><a href="/site/${b.slug}.html">${esc(b.title)}</a><span class="teaser">${esc(b.teaser)}</span></li>`).join('')}</ul></section>`;
const head = (a, free = true) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(a.title)} | ${OUTLET[a.layout]}</title><meta name="description" content="${esc(a.teaser)}"><meta property="og:title" content="${esc(a.title)}">${jsonLd(a, free)}<link rel="stylesheet" href="/static/site.css"></head>`;

const LAYOUTS = {
  // A classic outlet: <article>, figure with caption, share bar, related list, comments.
  gazette: (a) => `${head(a)}<body>${cookie}<header><a class="logo" href="/">${OUTLET.gazette}</a>${nav(['News', 'Business', 'Technology', 'Transport', 'Sport', 'Opinion'])}</header>
<main><div class="breadcrumb"><a href="/">Home</a> › <a href="/site/${a.section.toLowerCase()}/">${a.section}</a></div>
<article class="story"><h1>${esc(a.title)}</h1><p class="byline">By <a href="/authors/${a.author.replace(/\W+/g, '-').toLowerCase()}">${esc(a.author)}</a> · <time datetime="${a.date}">${a.date}</time></p>
<div class="share"><a href="#">Share on Facebook</a> <a href="#">Share on X</a> <a href="#">Email</a></div>
<figure><img src="/img/${a.slug}.jpg" alt=""><figcaption>Photo: agency handout</figcaption></figure>
<div class="story-body">
${paragraphs(a)}
</div>
<p class="tags">Topics: <a href="#">${a.section}</a></p></article>
${related(a, 'More from The Harbour Gazette')}
${comments(a)}</main>
<aside class="sidebar"><h3>Most read</h3><ol>${others(a, 5).map((b) => `<li><a href="/site/${b.slug}.html">${esc(b.title)}</a></li>`).join('')}</ol></aside>
${footer(OUTLET.gazette)}</body></html>`,

  // A div-soup outlet without <article>: a sidebar, a newsletter box in the body, comments.
  ledger: (a) => `${head(a)}<body><div id="app"><div class="top-bar">${nav(['Markets', 'Energy', 'Technology', 'Community', 'Sport'])}<div class="weather">Leeds 8°C</div></div>
<div class="container"><div class="col-main"><div class="headline-block"><span class="kicker">${a.section}</span><h1 class="headline">${esc(a.title)}</h1><div class="meta">${esc(a.author)} | ${a.date} | 4 min read</div></div>
<div class="content-body">
${paragraphs(a)}
<div class="newsletter-box"><h4>Get the morning briefing</h4><p>Sign up for our free newsletter and never miss a story.</p><input type="email" placeholder="Your email"><button>Sign up</button></div>
</div>
${comments(a)}</div>
<div class="col-side"><div class="widget"><h3>Trending</h3><ul>${others(a, 6).map((b) => `<li><a href="/site/${b.slug}.html">${esc(b.title)}</a></li>`).join('')}</ul></div><div class="widget ad">Advertisement</div></div></div>
${footer(OUTLET.ledger)}${cookie}</div></body></html>`,

  // A magazine layout: <main><section>, pull quote, subheads, related cards, consent modal first.
  dispatch: (a) => `${head(a)}<body><div class="consent-modal">${cookie}</div><header class="masthead"><h2 class="brand"><a href="/">${OUTLET.dispatch}</a></h2>${nav(['Science', 'Nature', 'Culture', 'Education', 'Housing', 'Local'])}</header>
<main id="content"><section class="article-header"><p class="section-label">${a.section}</p><h1>${esc(a.title)}</h1><p class="standfirst">${esc(a.teaser)}</p><p class="author">Words by ${esc(a.author)}, ${a.date}</p></section>
<section class="article-text">
${paragraphs(a)}
</section>
<section class="cards"><h3>You might also like</h3>${others(a, 3).map((b) => `<div class="card"><a href="/site/${b.slug}.html"><h4>${esc(b.title)}</h4></a><p>${esc(b.teaser)}</p></div>`).join('')}</section>
${comments(a)}</main>${footer(OUTLET.dispatch)}</body></html>`,

  // A page behind a paywall: the opening paragraphs, then a subscription prompt; JSON-LD says so.
  paywall: (a) => `${head(a, false)}<body>${cookie}<header><a class="logo" href="/">${OUTLET.paywall}</a>${nav(['News', 'Politics', 'Investigations', 'Opinion'])}</header>
<main><article><h1>${esc(a.title)}</h1><p class="byline">By ${esc(a.author)} · ${a.date}</p>
<div class="story-body">
${a.body.map((p) => `<p data-main>${esc(p)}</p>`).join('\n')}
</div>
<div class="premium-body paywall-prompt"><h3>Subscribe to keep reading</h3><p>This article is for subscribers. Get unlimited access for 1 euro for the first month, then 12 euros a month. Cancel at any time.</p><a class="button" href="/subscribe">Subscribe now</a> <a href="/login">Already a subscriber? Sign in</a></div>
</article>${related(a, 'Free to read')}</main>${footer(OUTLET.paywall)}</body></html>`,
};

mkdirSync(join(here, 'pages'), { recursive: true });
for (const a of articles) writeFileSync(join(here, 'pages', `${a.slug}.html`), LAYOUTS[a.layout](a) + '\n');
writeFileSync(join(here, 'pages', 'index.json'), JSON.stringify(articles.map((a) => ({ slug: a.slug, title: a.title, teaser: a.teaser, date: a.date, paywalled: a.layout === 'paywall' })), null, 2) + '\n');
console.log(`rendered ${articles.length} pages`);
