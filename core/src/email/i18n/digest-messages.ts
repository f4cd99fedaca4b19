// One catalogue for the digest email's fixed words. A language without a catalogue, or a key its
// catalogue lacks, reads the English text: a reader never sees a key or an empty line.
import { IntlMessageFormat } from 'intl-messageformat';
import { memoizeByKey } from '../../lib/text-memo';
import { de } from './de';
import { en, type DigestCatalogue, type DigestMessageKey, type WhyKey } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { sv } from './sv';
import { zh } from './zh';

const CATALOGUES: Record<string, DigestCatalogue> = { en, fr, de, es, it, pt, nl, pl, sv, ja, zh, ko };

type Values = Record<string, string | number>;

/**
 * Each catalogue text compiled once per language: parsing a message and resolving its locale cost
 * more than formatting it, and every digest formats the same few dozen.
 */
const compiled = memoizeByKey(
  ({ text, locale }: { text: string; locale: string }) => `${locale}\u0000${text}`,
  ({ text, locale }) => new IntlMessageFormat(text, locale),
);

export interface DigestMessages {
  (key: DigestMessageKey, values?: Values): string;
  /** The language's own wording, or null when its catalogue has none (the caller has the English). */
  own(key: WhyKey, values?: Values): string | null;
  language: string;
}

export function digestMessages(
  language: string,
  catalogues: Record<string, DigestCatalogue> = CATALOGUES,
): DigestMessages {
  const own = catalogues[language] ?? {};
  const format = (text: string, locale: string, values?: Values) => String(compiled({ text, locale }).format(values));
  const t = (key: DigestMessageKey, values?: Values) => {
    const message = own[key];
    return message ? format(message, language, values) : format(en[key], 'en', values);
  };
  return Object.assign(t, {
    own: (key: WhyKey, values?: Values) => (own[key] ? format(own[key], language, values) : null),
    language,
  });
}
