/* eslint-disable relay/unused-fields -- the per-type lists are read by content type in a loop, which the rule cannot follow */
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useContentTemplates_query$key } from '../__generated__/useContentTemplates_query.graphql';
import { templateLibrary } from '@synth/core/pure';
import type { ContentType, TemplatesByType } from './types';

const fragment = graphql`
  fragment useContentTemplates_query on Query {
    linkedin: contentTemplates(contentType: linkedin) {
      id
      name
      description
      text
    }
    twitter: contentTemplates(contentType: twitter) {
      id
      name
      description
      text
    }
    facebook: contentTemplates(contentType: facebook) {
      id
      name
      description
      text
    }
    instagram: contentTemplates(contentType: instagram) {
      id
      name
      description
      text
    }
    email: contentTemplates(contentType: email) {
      id
      name
      description
      text
    }
    blog: contentTemplates(contentType: blog) {
      id
      name
      description
      text
    }
    platformInstructions {
      contentType
      text
    }
  }
`;

const CONTENT_TYPES: ContentType[] = ['linkedin', 'twitter', 'facebook', 'instagram', 'email', 'blog'];

/**
 * Templates per content type and instruction text per platform, from the screen's query; a
 * content type the answer gives nothing for keeps the server's built-in library, bundled from the
 * domain so the two can never differ.
 */
export function useContentTemplates(query: useContentTemplates_query$key): { templates: TemplatesByType; instructions: Record<ContentType, string> } {
  const data = useFragment(fragment, query);
  return useMemo(() => {
    const templates: TemplatesByType = { ...templateLibrary.byContentType };
    for (const type of CONTENT_TYPES) {
      const list = data[type];
      if (list?.length) templates[type] = list.map((t) => ({ id: t.id, name: t.name, description: t.description, text: t.text, contentType: type }));
    }
    const instructions: Record<ContentType, string> = { ...templateLibrary.platformInstructions };
    for (const p of data.platformInstructions ?? []) instructions[p.contentType as ContentType] = p.text;
    return { templates, instructions };
  }, [data]);
}
