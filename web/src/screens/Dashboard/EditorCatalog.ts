// The editor's catalogue: professions, content templates, platform instructions and whether the
// server can translate. It is the same
// for every user and changes only with a deploy, so it is its own query, read from the Relay store
// when present: the dashboard query, fetched on every visit, then carries only the user's own data.
import { graphql } from 'react-relay';

export const EditorCatalogQueryDef = graphql`
  query EditorCatalogQuery {
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor hands these to the picker and the template hook
    ...SpecializationPicker_query
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor hands these to the picker and the template hook
    ...useContentTemplates_query
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- SynthEditor hands this to the email section's language field
    ...DigestLanguageField_query
  }
`;
