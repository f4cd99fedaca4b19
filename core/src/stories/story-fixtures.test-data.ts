// A handful of articles for the stories unit tests: one story told by three outlets, one by two,
// and unrelated stories on the same topic (payments), which must stay apart.
import type { StoryCandidate } from './story-clusters';

export const STORY_FIXTURES: (StoryCandidate & { story: string })[] = [
  {
    id: 'a1', story: 'ecb-rules', canonicalUrl: 'https://wire.example/ecb-instant-payments',
    title: 'ECB sets 2027 deadline for instant euro payments',
    description: 'The European Central Bank told banks in the euro area to offer instant payments at no extra cost by January 2027. Lenders that miss the deadline face fines.',
  },
  {
    id: 'a2', story: 'ecb-rules', canonicalUrl: 'https://finance-daily.example/2026/11/ecb-instant',
    title: 'Euro area banks given until 2027 to offer instant payments',
    description: 'Banks across the euro area must offer instant payments at no extra cost by January 2027, the European Central Bank said on Monday.',
    content: '<p>Banks across the euro area must offer instant payments at no extra cost by January 2027, the European Central Bank said on Monday. The rule covers every account that can send a transfer today.</p><p>Smaller lenders asked for more time.</p>',
  },
  {
    id: 'a3', story: 'ecb-rules', canonicalUrl: 'https://paytech.example/news/instant-payments-deadline',
    title: 'Instant payments: the ECB deadline banks feared',
    description: 'The European Central Bank set January 2027 as the deadline for euro area banks to offer instant payments at no extra cost.',
  },
  {
    id: 'b1', story: 'acme-buys', canonicalUrl: 'https://wire.example/acme-payflow',
    title: 'Acme agrees to buy Payflow for $2 billion',
    description: 'Card processor Acme agreed to buy the startup Payflow for $2 billion to add checkout software to its payments network.',
  },
  {
    id: 'b2', story: 'acme-buys', canonicalUrl: 'https://markets.example/deals/acme-payflow?utm_source=rss',
    title: 'Acme to acquire checkout startup Payflow in $2bn deal',
    description: 'Acme, the card processor, will acquire Payflow for $2 billion, adding checkout software to its payments network.',
  },
  {
    id: 'c1', story: 'uk-fraud', canonicalUrl: 'https://wire.example/uk-app-fraud',
    title: 'UK payments fraud losses fall for the first time',
    description: 'Losses to authorised push payment fraud in the UK fell by 12 percent last year after banks began sharing refund costs.',
  },
  {
    id: 'd1', story: 'stablecoin', canonicalUrl: 'https://paytech.example/news/stablecoin-pilot',
    title: 'Bank pilots stablecoin for cross-border payments',
    description: 'A regional bank began a pilot that settles cross-border business payments in a dollar stablecoin within minutes.',
  },
  {
    id: 'e1', story: 'ecb-rates', canonicalUrl: 'https://finance-daily.example/2026/11/ecb-rates',
    title: 'ECB holds interest rates steady',
    description: 'The European Central Bank kept its deposit rate at 2 percent on Thursday and said inflation in the euro area is close to target.',
  },
];
