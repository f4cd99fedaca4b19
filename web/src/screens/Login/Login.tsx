import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router';
import { signInWithGoogle, usesAuthEmulator, type EmulatorAccount } from '../../auth/signIn';
import { EmulatorAccountDialog } from './EmulatorAccountDialog';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';

const LOGIN_FAILED = 'Failed to login. Please try again.';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space(4)};
  background: linear-gradient(160deg, ${(p) => p.theme.colors.primarySoft}, ${(p) => p.theme.colors.bg});
`;

const Panel = styled(Card)`
  width: min(440px, 100%);
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
  ul {
    margin: 0;
    padding-left: ${(p) => p.theme.space(5)};
    display: grid;
    gap: ${(p) => p.theme.space(1)};
  }
  .brand {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 800;
    text-decoration: none;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const FEATURES = [
  'AI summaries of the RSS feeds you follow',
  'LinkedIn, X, Facebook and Instagram posts written for you',
  'Email digests on your schedule',
  'Real-world examples from internet search',
  '3-day free trial, no credit card required',
];

/** Sign in with Google; the route guard moves a signed-in user on. */
export function Login() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);

  const signIn = async (account?: EmulatorAccount) => {
    setBusy(true);
    setError(null);
    try {
      await signInWithGoogle(account);
    } catch {
      setError(LOGIN_FAILED);
      setBusy(false);
    }
  };

  const start = async () => {
    const emulator = await usesAuthEmulator().catch(() => false);
    if (emulator) setChoosing(true);
    else await signIn();
  };

  return (
    <Page>
      <Panel aria-labelledby="login-title">
        <Link to="/" className="brand">
          Synth
        </Link>
        <h1 id="login-title">Sign in to Synth</h1>
        <ul aria-label="What you get">
          {FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {error && (
          <Banner tone="danger" role="alert">
            {error}
          </Banner>
        )}
        {choosing && (
          <EmulatorAccountDialog
            onClose={() => setChoosing(false)}
            onChoose={(account) => {
              setChoosing(false);
              void signIn(account);
            }}
          />
        )}
        <Button size="lg" block onClick={() => void start()} disabled={busy} aria-busy={busy}>
          {busy ? 'Signing in…' : 'Sign in with Google'}
        </Button>
      </Panel>
    </Page>
  );
}
