import styled from '@emotion/styled';
import { PageColumn } from '../../layout/PageColumn';
import { useEffect, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { TemplateTestQuery } from '../../__generated__/TemplateTestQuery.graphql';
import type { ContentTemplate, TemplatesByType } from '../../content/types';
import { Card, Muted } from '../../components/Card';
import { Field, Options, Select, Textarea } from '../../components/Field';
import {
  DEFAULT_TEST_PAGE_TEMPLATE,
  LINKEDIN_FORMAT_IDS,
  LINKEDIN_FORMAT_TEMPLATES,
} from '../../content/linkedinTemplates';
import { useContentTemplates } from '../../content/useContentTemplates';

export const TemplateTestQueryDef = graphql`
  query TemplateTestQuery {
    ...useContentTemplates_query
  }
`;

type TestType = 'linkedin' | 'twitter';

const TEMPLATE_NOTE = 'This is the template that will be used to generate content. You can customize it if needed.';

const TYPE_LABELS: Record<TestType, string> = { linkedin: 'LinkedIn Post', twitter: 'Twitter / X' };

const Page = styled(PageColumn)`
  .fields {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
  }
  textarea {
    min-height: 360px;
    font-family: ${(p) => p.theme.fonts.mono};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/** The 21 LinkedIn formats (API text where it has them) and the text-less Twitter templates. */
function testPageTemplates(all: TemplatesByType): Record<TestType, ContentTemplate[]> {
  const byId = new Map((all.linkedin ?? []).map((t) => [t.id, t]));
  const linkedin = LINKEDIN_FORMAT_IDS.map(
    (id) => byId.get(id) ?? LINKEDIN_FORMAT_TEMPLATES.find((t) => t.id === id)!,
  ).filter(Boolean);
  // useContentTemplates already falls back to the built-in library for an empty list.
  const twitter = all.twitter;
  return { linkedin, twitter };
}

/** LinkedIn Template Test Page: try each post format on one article. */
export function TemplateTest({ queryRef }: { queryRef: PreloadedQuery<TemplateTestQuery> }) {
  const data = usePreloadedQuery(TemplateTestQueryDef, queryRef);
  const { templates: all } = useContentTemplates(data);
  const templates = useMemo(() => testPageTemplates(all), [all]);
  const [type, setType] = useState<TestType>('linkedin');
  const [templateId, setTemplateId] = useState(DEFAULT_TEST_PAGE_TEMPLATE);
  const [content, setContent] = useState('');

  const list = templates[type];

  // LinkedIn templates load their text (also when the API answer replaces the built-ins).
  useEffect(() => {
    setContent(type === 'linkedin' ? (list.find((t) => t.id === templateId)?.text ?? '') : '');
  }, [list, type, templateId]);

  const changeType = (next: TestType) => {
    setType(next);
    setTemplateId(templates[next][0]?.id ?? '');
  };

  return (
    <Page width={880}>
      <h1>LinkedIn Template Test Page</h1>
      <Card className="fields">
        <Field label="Content Type">
          {({ id }) => (
            <Select id={id} value={type} onChange={(e) => changeType(e.target.value as TestType)}>
              <Options
                options={(Object.keys(TYPE_LABELS) as TestType[]).map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              />
            </Select>
          )}
        </Field>
        <Field label="Content Template">
          {({ id }) => (
            <Select id={id} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              <Options options={list.map((t) => ({ value: t.id, label: t.name }))} />
            </Select>
          )}
        </Field>
        <Field label="Template Content" hint={TEMPLATE_NOTE}>
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
          )}
        </Field>
        {type === 'twitter' && (
          <Muted>Twitter / X templates are guided by the platform instructions and carry no template text.</Muted>
        )}
      </Card>
    </Page>
  );
}
