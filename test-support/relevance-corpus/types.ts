// The shape of the relevance corpus: people as they describe themselves, and articles (headline and
// lead) each labelled with whether that person wants it.

export interface LabelledArticle {
  title: string;
  lead: string;
  wanted: boolean;
  /** A wanted story about a part of the person's field (a technology, a kind of plant, a product) that never names the field. */
  fieldPart?: boolean;
}

export interface RelevancePerson {
  id: string;
  /** One sentence, as the person would type it into the quick creator. */
  description: string;
  /** The two or three words the person would type as topics. */
  typedTopics: string[];
  /** The broad name of their field, as a person might type it alone ("renewable energy", "cybersecurity"). */
  fieldName: string;
  /**
   * What the simulated reader of bench:relevance likes among the wanted articles without ever saying
   * so in the topics: a wanted article whose headline or lead uses one of these words.
   */
  hiddenPreference: { about: string; words: string[] };
  articles: LabelledArticle[];
}

export const wanted = (title: string, lead: string): LabelledArticle => ({ title, lead, wanted: true });
export const wantedPart = (title: string, lead: string): LabelledArticle => ({
  title,
  lead,
  wanted: true,
  fieldPart: true,
});
export const unwanted = (title: string, lead: string): LabelledArticle => ({ title, lead, wanted: false });
