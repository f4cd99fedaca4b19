// The voice page: what Synth learned in plain words, the paste box counting posts as the server
// will, saving sent as saveVoiceSamples, and forgetting only after the person confirms.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VoiceQuery } from '../../__generated__/VoiceQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator, type TestEnvironment } from '../../test/mockEnvironment';
import { renderApp } from '../../test/render';
import { dismissToast } from '../../toast/toastStore';
import { Voice, VoiceQueryDef } from './Voice';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

const POSTS = [
  'Cash is a fact.\n\n#finance',
  'A budget is a list of promises.\n\n#finance',
  'Margins matter.\n\n#finance',
];
const PROFILE = {
  summary: 'You write 25–40 words, in short paragraphs, no emoji, one hashtag at the end.',
  habits: [
    { label: 'Openings', text: 'You usually open with a statement.' },
    { label: 'Learned from', text: 'Three of your posts.' },
  ],
  postCount: 3,
  editCount: 0,
  samples: POSTS,
  learnedAt: '2026-11-28T10:00:00.000Z',
};

function setup(voiceProfile: typeof PROFILE | null): TestEnvironment {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, { User: () => ({ id: 'user-1', voiceProfile }) }),
  );
  environment.mock.queuePendingOperation(VoiceQueryDef, {});
  const queryRef = loadQuery<VoiceQuery>(environment, VoiceQueryDef, {});
  renderApp(
    <Suspense fallback={<p>loading</p>}>
      <Voice queryRef={queryRef} />
    </Suspense>,
    { path: '/settings/voice', environment },
  );
  return environment;
}

const operation = (env: TestEnvironment, name: string) =>
  env.mock.getAllOperations().find((o) => o.request.node.params.name === name);

describe('the voice page', () => {
  it('says what Synth learned in plain words, with the posts it learned from in the box', () => {
    setup(PROFILE);
    expect(screen.getByTestId('voice-summary').textContent).toBe(PROFILE.summary);
    expect(screen.getByText('Openings').nextElementSibling?.textContent).toBe('You usually open with a statement.');
    expect((screen.getByLabelText('Your own posts') as HTMLTextAreaElement).value).toBe(POSTS.join('\n---\n'));
    screen.getByText('Synth learned your voice from these 3 posts. Change them to teach it again.');
    expect(screen.getByRole('button', { name: 'Learn my voice' })).toHaveProperty('disabled', true);
    screen.getByText(/writes your LinkedIn, Facebook and Instagram posts the same way/);
  });

  it('counts pasted posts as the server will and sends them when there are enough', async () => {
    const env = setup(null);
    screen.getByText(/^Nothing yet\./);
    const box = screen.getByLabelText('Your own posts');
    fireEvent.change(box, { target: { value: 'One.\n---\nTwo.' } });
    screen.getByText('2 posts so far; Synth needs at least 3.');
    expect(screen.getByRole('button', { name: 'Learn my voice' })).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: 'One.\n\nTwo.\n\nThree.' } });
    screen.getByText('Synth will read 3 posts.');
    fireEvent.change(box, { target: { value: Array.from({ length: 51 }, (_, i) => `Post ${i}.`).join('\n---\n') } });
    screen.getByText('That is 51 posts; keep the 50 that sound most like you.');

    fireEvent.change(box, { target: { value: POSTS.join('\n---\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Learn my voice' }));
    const save = operation(env, 'useSaveVoiceSamplesMutation')!;
    expect(save.request.variables).toEqual({ text: POSTS.join('\n---\n'), sharesCsv: null });
    await act(async () =>
      env.mock.resolve(
        save,
        MockPayloadGenerator.generate(save, {
          SaveVoiceSamplesPayload: () => ({ notice: null }),
          User: () => ({ id: 'user-1', voiceProfile: PROFILE }),
        }),
      ),
    );
    expect(screen.getByTestId('voice-summary').textContent).toBe(PROFILE.summary);
    screen.getByText('Voice learned');
  });

  it('forgets the voice only after the person confirms', async () => {
    const env = setup(PROFILE);
    fireEvent.click(screen.getByRole('button', { name: 'Forget my voice' }));
    const dialog = screen.getByRole('dialog', { name: 'Forget your voice?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(operation(env, 'useForgetVoiceMutation')).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Forget my voice' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Forget your voice?' })).getByRole('button', {
        name: 'Forget my voice',
      }),
    );
    const forget = operation(env, 'useForgetVoiceMutation')!;
    await act(async () => env.mock.resolve(forget, { data: { forgetVoice: { id: 'user-1', voiceProfile: null } } }));
    screen.getByText(/^Nothing yet\./);
    screen.getByText('Voice forgotten');
  });
});
