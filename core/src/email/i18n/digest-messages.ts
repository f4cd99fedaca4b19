// One catalogue for the digest email's fixed words. A language without a catalogue, or a key its
// catalogue lacks, reads the English text: a reader never sees a key or an empty line.
import { IntlMessageFormat } from 'intl-messageformat';
import { de } from './de';
import { en, type DigestCatalogue, type DigestMessageKey } from './en';
import { es } from './es';
import { fr } from './fr';

const CATALOGUES: Record<string, DigestCatalogue> = { en, fr, de, es };

export type DigestMessages = (key: DigestMessageKey, values?: Record<string, string | number>) => string;

export function digestMessages(language: string, catalogues: Record<string, DigestCatalogue> = CATALOGUES): DigestMessages {
  const own = catalogues[language] ?? {};
  return (key, values) => {
    const message = own[key];
    const [text, locale] = message ? [message, language] : [en[key], 'en'];
    return String(new IntlMessageFormat(text, locale).format(values));
  };
}

export type { DigestMessageKey };
