import { graphql, useFragment } from 'react-relay';
import type { DigestLanguageField_query$key } from '../../../__generated__/DigestLanguageField_query.graphql';
import { SelectField } from '../../../components/Field';
import { useSynth } from '../../../synth/useSynth';
import { DEFAULT_DIGEST_LANGUAGE, DIGEST_LANGUAGES, type DigestLanguage } from '@synth/core/pure';

/** Said where the setting is chosen, so a reader of an untranslated digest is not surprised. */
export const TRANSLATION_NEEDS_MODEL =
  'Translation needs an AI model, and this server has none: summaries stay in the language of each article. The email’s own headings and links use the language you choose.';

/**
 * The digest's language. With a model, summaries, posts and the email's own words are written in
 * it; without one, the editor says that summaries keep each article's language.
 */
export function DigestLanguageField({ query, disabled }: { query: DigestLanguageField_query$key; disabled?: boolean }) {
  const { translationAvailable } = useFragment(
    graphql`
      fragment DigestLanguageField_query on Query {
        translationAvailable
      }
    `,
    query,
  );
  const { state, dispatch } = useSynth();
  const value = state.form.digestLanguage;
  return (
    <SelectField
      label="Digest language"
      hint={
        translationAvailable || value === DEFAULT_DIGEST_LANGUAGE
          ? 'Summaries, posts and the email’s own words are written in this language.'
          : TRANSLATION_NEEDS_MODEL
      }
      disabled={disabled}
      value={value}
      options={DIGEST_LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
      onChange={(v: DigestLanguage) => dispatch({ type: 'UPDATE_FIELD', field: 'digestLanguage', value: v })}
    />
  );
}
