import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINKEDIN_FORMAT_IDS } from '../../content/linkedinTemplates';
import { loadQuery } from 'react-relay';
import type { TemplateTestQuery } from '../../__generated__/TemplateTestQuery.graphql';
import { createMockEnvironment } from '../../test/mockEnvironment';
import { renderApp } from '../../test/render';
import { TemplateTest, TemplateTestQueryDef } from './TemplateTest';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

type Template = { id: string; name: string; description: string; text: string };

/** Renders the page with the server's LinkedIn templates (none by default). */
function renderPage(linkedin: Template[] = []) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver(() => ({
    data: { contentTemplates: linkedin.map((t) => ({ ...t, contentType: 'linkedin' })), platformInstructions: [] },
  }));
  environment.mock.queuePendingOperation(TemplateTestQueryDef, {});
  const queryRef = loadQuery<TemplateTestQuery>(environment, TemplateTestQueryDef, {});
  return renderApp(<TemplateTest queryRef={queryRef} />, { path: '/template-test', environment });
}

// A failing template call logs on purpose (built-in fallback).
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterAll(() => vi.restoreAllMocks());
afterEach(() => {
  cleanup();
});

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const content = () => (screen.getByLabelText('Template Content') as HTMLTextAreaElement).value;

describe('Template test page', () => {
  it('uses the built-in templates when the API has none and selects stats-driven-industry-impact', async () => {
    renderPage();
    screen.getByRole('heading', { name: 'LinkedIn Template Test Page' });
    expect(select('Content Type').value).toBe('linkedin');
    expect(select('Content Template').value).toBe('stats-driven-industry-impact');
    expect(content()).toMatch(/^Headline: /);
    expect(content()).toContain('Report citation:');
    expect(content()).toContain('Real-world examples:');
    expect(content()).toContain('Actionable steps:');
    expect(content()).toContain('Closing questions:');
    screen.getByText('This is the template that will be used to generate content. You can customize it if needed.');
    expect([...select('Content Template').options].map((o) => o.value)).toEqual(LINKEDIN_FORMAT_IDS);
    expect(LINKEDIN_FORMAT_IDS).toHaveLength(21);
  });

  it('switching to Twitter / X selects its first template, which loads no text', () => {
    renderPage();
    fireEvent.change(select('Content Type'), { target: { value: 'twitter' } });
    expect(select('Content Template').value).toBe('concise');
    expect([...select('Content Template').options].map((o) => o.textContent)).toEqual([
      'Concise',
      'Threaded',
      'Provocative',
    ]);
    expect(content()).toBe('');
    fireEvent.change(select('Content Type'), { target: { value: 'linkedin' } });
    expect(select('Content Template').value).toBe('stats-driven-industry-impact');
  });

  it('loads a LinkedIn template’s text from the API and keeps it editable', async () => {
    renderPage([
      { id: 'stats-driven-industry-impact', name: 'Stats', description: '', text: 'Headline: from the API' },
    ]);
    await waitFor(() => expect(content()).toBe('Headline: from the API'));
    fireEvent.change(screen.getByLabelText('Template Content'), { target: { value: 'my edit' } });
    expect(content()).toBe('my edit');
  });
});
