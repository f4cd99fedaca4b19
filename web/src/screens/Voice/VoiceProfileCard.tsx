import styled from '@emotion/styled';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VoiceProfileCard_user$key } from '../../__generated__/VoiceProfileCard_user.graphql';
import { Button } from '../../components/Button';
import { Card, Muted } from '../../components/Card';
import { Modal } from '../../components/Modal';
import { formatDateTime } from '../../lib/formatDate';
import { useForgetVoiceMutation } from '../../mutations/useForgetVoiceMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast/toastStore';

const Body = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  .summary {
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: 600;
    line-height: 1.5;
  }
`;

const Habits = styled.dl`
  display: grid;
  grid-template-columns: minmax(9rem, max-content) 1fr;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(5)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${(p) => p.theme.space(2)};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(4)};
`;

/** What Synth learned of the viewer's voice, in plain words, and the way to make it forget. */
export function VoiceProfileCard({ user }: { user: VoiceProfileCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment VoiceProfileCard_user on User {
        id
        voiceProfile {
          summary
          habits {
            label
            text
          }
          learnedAt
        }
      }
    `,
    user,
  );
  const [asking, setAsking] = useState(false);
  const [forget, forgetting] = useForgetVoiceMutation();
  const voice = data.voiceProfile;
  if (!voice) {
    return (
      <Card aria-label="What Synth learned">
        <Body>
          <h2>What Synth learned</h2>
          <p>
            Nothing yet. Give Synth at least three of your own posts below, and this is where it tells you how you
            write.
          </p>
        </Body>
      </Card>
    );
  }
  const confirm = async () => {
    try {
      await forget(data.id);
      setAsking(false);
      toast({
        title: 'Voice forgotten',
        description: 'Synth deleted your posts and your profile, and writes in its own voice again.',
      });
    } catch (err) {
      toast({ title: 'Could not forget your voice', description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <Card aria-label="What Synth learned">
      <Body>
        <h2>What Synth learned</h2>
        <p className="summary" data-testid="voice-summary">
          {voice.summary}
        </p>
        <Habits>
          {voice.habits.map((h) => (
            <div key={h.label} style={{ display: 'contents' }}>
              <dt>{h.label}</dt>
              <dd>{h.text}</dd>
            </div>
          ))}
        </Habits>
        <Muted>Last learned {formatDateTime(String(voice.learnedAt))}.</Muted>
      </Body>
      <Actions>
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Forget my voice
        </Button>
      </Actions>
      {asking && (
        <Modal title="Forget your voice?" onClose={() => setAsking(false)}>
          <p>
            Synth will delete the posts you gave it, what it learned from your edits and this profile, and write in its
            own voice again. This cannot be undone.
          </p>
          <Actions>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={forgetting} onClick={() => void confirm()}>
              {forgetting ? 'Forgetting…' : 'Forget my voice'}
            </Button>
          </Actions>
        </Modal>
      )}
    </Card>
  );
}
