import styled from '@emotion/styled';
import { MAX_PROMPT_CHARS } from '@synth/core/pure';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { OnboardQuery } from '../../__generated__/OnboardQuery.graphql';
import { sessionStore } from '../../auth/sessionStore';
import { Icon } from '../../components/Icon';
import { useCreateSynthMutation } from '../../mutations/useCreateSynthMutation';
import { useDraftSynthFromPromptMutation } from '../../mutations/useDraftSynthFromPromptMutation';
import { useMarkOnboardedMutation } from '../../mutations/useMarkOnboardedMutation';
import { useUpdateSynthMutation } from '../../mutations/useUpdateSynthMutation';
import { errorMessage } from '../../relay/errors';
import { defaultForm } from '../../synth/defaults';
import { applyPlanLimits } from '../../synth/planLimits';
import { quickCreateToForm } from '../../synth/quickCreate';
import { toSynthInput } from '../../synth/toInput';
import { toast } from '../../toast/toastStore';

export const OnboardQueryDef = graphql`
  query OnboardQuery {
    viewer {
      user {
        id
        displayName
        email
        features {
          maxRssFeeds
          canUseRealWorldExamples
        }
      }
      synths(first: 1) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;

const REDIRECT_DELAY_MS = 2000;
const WELCOME_TOAST_MS = 5000;

const TIPS = [
  'Name your field or industry, e.g. "healthcare IT" or "fintech regulation".',
  'Add who you write for, e.g. "for hospital executives".',
  'Say what you want: LinkedIn posts, a daily email digest, or both.',
  'You can change every setting on the dashboard afterwards.',
];

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space(4)};
  background: linear-gradient(160deg, ${(p) => p.theme.colors.primarySoft}, ${(p) => p.theme.colors.bg} 70%);
  .panel {
    width: min(720px, 100%);
    display: grid;
    gap: ${(p) => p.theme.space(6)};
  }
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
  .lead {
    color: ${(p) => p.theme.colors.textMuted};
    margin: 0;
  }
  form {
    position: relative;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  textarea {
    width: 100%;
    min-height: 140px;
    padding: ${(p) => p.theme.space(4)};
    padding-right: ${(p) => p.theme.space(16)};
    border-radius: ${(p) => p.theme.radii.lg};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadows.card};
    resize: vertical;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  textarea:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    box-shadow: ${(p) => p.theme.focusRing};
  }
  .submit {
    position: absolute;
    right: ${(p) => p.theme.space(3)};
    bottom: ${(p) => p.theme.space(4)};
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    cursor: pointer;
  }
  .submit:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  .tips {
    margin: 0;
    padding-left: ${(p) => p.theme.space(5)};
    color: ${(p) => p.theme.colors.textMuted};
    display: grid;
    gap: ${(p) => p.theme.space(1)};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes.md};
    margin: 0 0 ${(p) => p.theme.space(2)};
  }
`;

/** First synth from one sentence; then the dashboard after 2 s with a 5 s welcome toast. */
export function Onboard({ queryRef }: { queryRef: PreloadedQuery<OnboardQuery> }) {
  const data = usePreloadedQuery(OnboardQueryDef, queryRef);
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [create] = useCreateSynthMutation();
  const [update] = useUpdateSynthMutation();
  const [markOnboarded] = useMarkOnboardedMutation();
  const draftSynth = useDraftSynthFromPromptMutation();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const user = data.viewer.user;
  const existingId = data.viewer.synths.edges[0]?.node.id ?? null;
  const blank = !prompt.trim();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    let config;
    try {
      config = await draftSynth(prompt.trim());
    } catch (err) {
      toast({ title: 'Error Creating Synth', description: errorMessage(err), variant: 'destructive' });
      setBusy(false);
      return;
    }
    const limits = {
      maxRssFeeds: user?.features.maxRssFeeds ?? 5,
      canUseRealWorldExamples: user?.features.canUseRealWorldExamples ?? false,
    };
    const form = applyPlanLimits(
      { ...defaultForm(), recipientEmail: user?.email ?? '', ...quickCreateToForm(config) },
      limits,
    );
    try {
      const input = toSynthInput(form);
      if (existingId) await update(existingId, input);
      else await create(input);
    } catch (err) {
      toast({ title: 'Error creating synth', description: errorMessage(err), variant: 'destructive' });
      setBusy(false);
      return;
    }
    try {
      await markOnboarded(user?.id);
      sessionStore.patchUser({ onboarded: true });
    } catch (err) {
      console.error('Could not mark onboarding complete', err);
    }
    toast({
      title: 'Welcome to Synth!',
      description: 'Your first synth is ready. Taking you to your dashboard…',
      duration: WELCOME_TOAST_MS,
    });
    redirect.current = setTimeout(() => navigate('/dashboard?from=onboard'), REDIRECT_DELAY_MS);
  };

  return (
    <Page>
      <div className="panel">
        <div>
          <h1>{user?.displayName ? `Welcome, ${user.displayName.split(' ')[0]}!` : 'Welcome!'}</h1>
          <p className="lead">Tell us what you want to stay on top of, and we will set up your first synth.</p>
        </div>
        <form onSubmit={submit}>
          <label htmlFor="onboard-prompt">Describe the content you want</label>
          <textarea
            maxLength={MAX_PROMPT_CHARS}
            id="onboard-prompt"
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder="e.g. Weekly LinkedIn posts about AI in healthcare for hospital executives"
            disabled={busy}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit(e);
            }}
          />
          <button
            className="submit"
            type="submit"
            disabled={blank || busy}
            aria-label="Create my synth"
            aria-busy={busy}
          >
            <Icon name="arrowUp" />
          </button>
        </form>
        <section aria-labelledby="tips-title">
          <h2 id="tips-title">Tips</h2>
          <ul className="tips">
            {TIPS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
        <p>
          <Link to="/dashboard">Skip and go to the dashboard</Link>
        </p>
      </div>
    </Page>
  );
}
