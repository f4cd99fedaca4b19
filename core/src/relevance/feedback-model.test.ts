import { beforeAll, describe, expect, it } from 'vitest';
import {
  adjustScore,
  affinityOf,
  likelihoodOfWanted,
  MIN_RATINGS_FOR_MODEL,
  trainFeedbackModel,
  type FeedbackRating,
} from './feedback-model';
import { loadWordVectors, type WordVectors } from './word-vectors';

const liked = (title: string, lead = '', source = 'Freight Weekly'): FeedbackRating => ({
  article: { title, lead, source },
  liked: true,
});
const disliked = (title: string, lead = '', source = 'Sports Daily'): FeedbackRating => ({
  article: { title, lead, source },
  liked: false,
});

// A reader who wants shipping and freight and not the football the same feed carries.
const ratings: FeedbackRating[] = [
  liked('Container freight rates climb on Asia-Europe lanes', 'Spot rates for containers rose again this week.'),
  disliked('Striker signs record football contract', 'The club confirmed the transfer fee on Monday.'),
  liked('Port of Rotterdam opens electric container terminal', 'The terminal runs on electric cranes.'),
  disliked('Football league announces new season fixtures', 'The opening match is in August.'),
  liked('Freight forwarders warn of shipping delays', 'Forwarders expect congestion at ports.'),
  disliked('Goalkeeper injury ends football season early', 'The club lost its first-choice goalkeeper.'),
  liked('Shipping lines add capacity on Pacific routes', 'Carriers deploy larger container ships.'),
  disliked('Coach sacked after football cup defeat', 'The board acted after the cup exit.'),
  liked('Warehouse robots cut freight handling costs', 'Robotic pickers handle containers of parcels.'),
  disliked('Football stadium expansion approved', 'The stadium will seat 60,000 fans.'),
];

describe('feedback model', () => {
  it('stays silent until there are enough ratings, leaving the score as it was', () => {
    const few = ratings.slice(0, MIN_RATINGS_FOR_MODEL - 1);
    const model = trainFeedbackModel(few);
    expect(model).toBeNull();
    expect(adjustScore(model, { title: 'Freight rates fall' }, 0.4)).toEqual({ score: 0.4, likedTitles: [] });
  });

  it('raises items like the liked ones, naming them, and lowers items like the disliked ones', () => {
    const model = trainFeedbackModel(ratings)!;
    expect(model.ratings).toBe(10);
    const freight = {
      title: 'Container freight rates ease at Rotterdam',
      lead: 'Shipping costs fell.',
      source: 'Freight Weekly',
    };
    const football = {
      title: 'Football club signs new striker',
      lead: 'The transfer was confirmed.',
      source: 'Sports Daily',
    };
    expect(likelihoodOfWanted(model, freight)).toBeGreaterThan(0.6);
    expect(likelihoodOfWanted(model, football)).toBeLessThan(0.4);

    const up = adjustScore(model, freight, 0.3, { threshold: 0.5 });
    expect(up.score).toBeGreaterThan(0.3);
    expect(up.likedTitles[0]).toMatch(/container|freight/i);
    const down = adjustScore(model, football, 0.3, { threshold: 0.5 });
    expect(down.score).toBeLessThan(0.3);
    expect(down.likedTitles).toEqual([]);
  });

  it('is deterministic: the same ratings give the same scores', () => {
    const a = adjustScore(trainFeedbackModel(ratings), { title: 'Shipping delays at ports' }, 0.2);
    const b = adjustScore(trainFeedbackModel(ratings), { title: 'Shipping delays at ports' }, 0.2);
    expect(a).toEqual(b);
  });

  it('leaves an item sharing no word with any rating near where it was', () => {
    const model = trainFeedbackModel(ratings)!;
    const p = likelihoodOfWanted(model, { title: 'Quantum chemistry breakthrough' });
    expect(Math.abs(p - 0.5)).toBeLessThan(0.1);
  });

  it('orders items plainly on topic by the learned taste, not by how many topic words they carry', () => {
    const model = trainFeedbackModel(ratings)!;
    const portNews = { title: 'Container terminal at the port adds electric cranes', lead: '' };
    const fixtures = { title: 'Football fixtures announced for the freight cup', lead: '' };
    // Both plainly on topic: the fixtures item matched more topic words.
    const port = adjustScore(model, portNews, 1.4, { threshold: 1 });
    const football = adjustScore(model, fixtures, 3, { threshold: 1 });
    expect(port.score).toBeGreaterThan(football.score);
    expect(affinityOf(model, portNews)).toBeGreaterThan(affinityOf(model, fixtures));
  });

  it('counts a word that keeps coming back in liked items above a rare word one liked item used', () => {
    // A tech recruiter who likes engineering hiring news, not hiring news in general.
    const recruiter: FeedbackRating[] = [
      liked('Recruiters report longer time-to-hire for senior engineers', '', 'Talent Wire'),
      liked('Employers drop degree requirements for engineering roles', '', 'Talent Wire'),
      liked('Data engineer salaries level off after rapid growth', '', 'Talent Wire'),
      liked('Machine learning engineers in short supply, survey finds', '', 'Talent Wire'),
      disliked('Startups cut recruiting teams as hiring freezes spread', '', 'Talent Wire'),
      disliked('Staffing firms see demand for contract recruiters return', '', 'Talent Wire'),
      disliked('LinkedIn launches an AI assistant for recruiters', '', 'Talent Wire'),
      disliked('Remote job listings draw five times more applicants', '', 'Talent Wire'),
      disliked('Candidates ghost employers more often, survey finds', '', 'Talent Wire'),
      disliked('Restaurant chain struggles to hire summer staff', '', 'Talent Wire'),
    ];
    const model = trainFeedbackModel(recruiter)!;
    const engineers = { title: 'Cybersecurity engineer vacancies stay open for three months', source: 'Talent Wire' };
    const degrees = { title: 'Recruiters adopt skills tests and drop degree requirements', source: 'Talent Wire' };
    expect(affinityOf(model, engineers)).toBeGreaterThan(affinityOf(model, degrees));
  });
});

describe('feedback model with word vectors', () => {
  let vectors: WordVectors;
  beforeAll(async () => {
    vectors = await loadWordVectors();
  });

  // A supply-chain reader who likes news of ports and ships and not of trucks and warehouses.
  const sea: FeedbackRating[] = [
    liked('Container ships queue outside Rotterdam port', 'Vessels wait days for a berth.'),
    disliked('Truck drivers strike over pay in Germany', 'Hauliers warn of empty shelves.'),
    liked('Terminal operator orders electric quay cranes', 'The port terminal will load vessels faster.'),
    disliked('Warehouse landlord raises rents near Birmingham', 'Logistics parks are full.'),
    liked('Shipping line adds vessels on the Asia-Europe loop', 'Carriers deploy larger container ships.'),
    disliked('Rail freight operator buys new locomotives', 'Trains will haul more trailers inland.'),
    liked('Port congestion eases in Singapore', 'Ships berth within a day again.'),
    disliked('Haulage firm adds electric lorries to its fleet', 'Drivers get new charging depots.'),
    liked('Cargo volumes rise at Hamburg container terminal', 'Boxes handled per quay grew.'),
    disliked('Warehouse automation startup raises funding', 'Its robots pick orders on shelves.'),
  ];
  // Neither shares a word with any rating: only their meaning can tell them apart.
  const canal = { title: 'Suez canal transits fall as tankers reroute', lead: '' };
  const vans = { title: 'Parcel couriers launch Sunday van rounds', lead: '' };

  it('orders an item by its meaning when it shares no word with the ratings', () => {
    const words = trainFeedbackModel(sea)!;
    expect(adjustScore(words, canal, 1.4).score).toBe(adjustScore(words, vans, 1.4).score);

    const model = trainFeedbackModel(sea, vectors)!;
    // Not by a hair: the canal item leans the reader's way by most of a threshold.
    expect(adjustScore(model, canal, 1.4).score - adjustScore(model, vans, 1.4).score).toBeGreaterThan(0.5);
    expect(affinityOf(model, canal)).toBeGreaterThan(affinityOf(model, vans));
  });

  it('never keeps an item its topics and words leave out for its meaning alone', () => {
    const model = trainFeedbackModel(sea, vectors)!;
    const offTopic = adjustScore(model, canal, 0.5, { threshold: 1 });
    expect(offTopic.score).toBe(adjustScore(trainFeedbackModel(sea), canal, 0.5, { threshold: 1 }).score);
    expect(offTopic.score).toBeLessThan(1);
  });

  it('reads no leaning from ratings of one kind only', () => {
    const model = trainFeedbackModel(
      sea.filter((r) => r.liked).flatMap((r) => [r, r]),
      vectors,
    )!;
    expect(model.leaning).toBeNull();
  });
});
