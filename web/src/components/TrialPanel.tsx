import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { TrialPanel_user$key } from '../__generated__/TrialPanel_user.graphql';
import { TRIAL_DAYS } from '@synth/core/pure';
import { ProgressBar } from './ProgressBar';

/** The trial bar turns amber above this share of the trial used. */
const TRIAL_AMBER_PERCENT = 80;

const Panel = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.primarySoft};
  font-size: ${(p) => p.theme.fontSizes.sm};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
  }
  a {
    font-weight: 600;
  }
`;

/** Share of the trial's time already used, 0–100. */
export function trialElapsedPercent(
  trialStartedAt: string | null | undefined,
  daysLeft: number,
  now = Date.now(),
): number {
  const started = trialStartedAt ? Date.parse(trialStartedAt) : NaN;
  const pct = Number.isFinite(started)
    ? ((now - started) / (TRIAL_DAYS * 86_400_000)) * 100
    : ((TRIAL_DAYS - daysLeft) / TRIAL_DAYS) * 100;
  return Math.max(0, Math.min(100, pct));
}

export const daysRemainingText = (n: number) => `${n} ${n === 1 ? 'day' : 'days'} remaining`;
const executionsUsedText = (n: number) => `${n} ${n === 1 ? 'execution' : 'executions'} used`;

/** Shown only while the user's status is trial. The execution cap is not shown. */
export function TrialPanel({ user }: { user: TrialPanel_user$key }) {
  const data = useFragment(
    graphql`
      fragment TrialPanel_user on User {
        subscriptionStatus
        trialDaysLeft
        trialStartedAt
        executionsUsed
      }
    `,
    user,
  );
  if (data.subscriptionStatus !== 'trial') return null;
  const percent = trialElapsedPercent(data.trialStartedAt, data.trialDaysLeft);
  return (
    <Panel aria-label="Free trial">
      <h3>Free Trial</h3>
      <p>{daysRemainingText(data.trialDaysLeft)}</p>
      <ProgressBar
        percent={percent}
        label="Trial time used"
        tone={percent > TRIAL_AMBER_PERCENT ? 'amber' : 'primary'}
      />
      <p>{executionsUsedText(data.executionsUsed)}</p>
      <Link to="/subscribe">Upgrade Now</Link>
    </Panel>
  );
}
