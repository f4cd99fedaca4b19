import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  SpecializationPicker_query$data,
  SpecializationPicker_query$key,
} from '../../../__generated__/SpecializationPicker_query.graphql';
import { Input } from '../../../components/Field';
import { deselectSpecialization, isSpecializationSelected, selectSpecialization } from '../../../synth/topics';
import { useSynth } from '../../../synth/useSynth';

const NO_PROFESSIONS = 'No matching professions found';

const fragment = graphql`
  fragment SpecializationPicker_query on Query {
    professionalCategories {
      id
      name
      specializations {
        _id
        name
        description
        keywords
      }
    }
  }
`;

type ProfessionalCategory = SpecializationPicker_query$data['professionalCategories'][number];
type Specialization = ProfessionalCategory['specializations'][number];

const Wrap = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  legend {
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
    margin-bottom: ${(p) => p.theme.space(2)};
    padding: 0;
  }
  h3 {
    margin: 0 0 ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .list {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    max-height: 320px;
    overflow-y: auto;
    padding-right: ${(p) => p.theme.space(1)};
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
  }
  .chips button {
    min-height: 32px;
    padding: 0 ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radii.pill};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    cursor: pointer;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .chips button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  .empty {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

function matches(query: string, category: ProfessionalCategory, spec: Specialization): boolean {
  const q = query.toLowerCase();
  return [category.name, spec.name, spec.description, ...spec.keywords].some((s) => s?.toLowerCase().includes(q));
}

/** Specializations add and remove their "professional:" keywords. */
export function SpecializationPicker({ query: queryKey }: { query: SpecializationPicker_query$key }) {
  const { state, dispatch } = useSynth();
  const { professionalCategories: categories } = useFragment(fragment, queryKey);
  const [query, setQuery] = useState('');
  const topics = state.form.topics;

  const allSpecs = useMemo(() => categories.flatMap((c) => c.specializations), [categories]);
  const visible = categories
    .map((c) => ({
      ...c,
      specializations: c.specializations.filter((s) => !query.trim() || matches(query.trim(), c, s)),
    }))
    .filter((c) => c.specializations.length > 0);

  const toggle = (spec: Specialization) => {
    const next = isSpecializationSelected(topics, spec)
      ? deselectSpecialization(topics, spec, allSpecs)
      : selectSpecialization(topics, spec);
    dispatch({ type: 'UPDATE_FIELD', field: 'topics', value: next });
  };

  return (
    <Wrap>
      <legend>Professional specializations</legend>
      <Input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search professions"
        aria-label="Search professions"
      />
      <div className="list">
        {visible.length === 0 && <p className="empty">{NO_PROFESSIONS}</p>}
        {visible.map((c) => (
          <div key={c.id}>
            <h3>{c.name}</h3>
            <div className="chips">
              {c.specializations.map((s) => (
                <button
                  key={s._id}
                  type="button"
                  aria-pressed={isSpecializationSelected(topics, s)}
                  title={s.description}
                  onClick={() => toggle(s)}
                >
                  {s.name}
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </Wrap>
  );
}
