import styled from '@emotion/styled';
import { memo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  CHANNEL_KIND_LABELS,
  CHANNEL_KINDS,
  CHANNEL_NAME_MAX,
  MAX_URL_CHARS,
  type ChannelKind,
} from '@synth/core/pure';
import type { DeliveryChannelsSettings_synth$key } from '../../../__generated__/DeliveryChannelsSettings_synth.graphql';
import { Button } from '../../../components/Button';
import { Field, Input, SelectField } from '../../../components/Field';
import { SectionCard } from '../../../components/SectionCard';
import { useDeliveryChannelMutations } from '../../../mutations/useDeliveryChannelMutations';
import { errorMessage } from '../../../relay/errors';
import { toast } from '../../../toast';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  li {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    justify-content: space-between;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .where {
    color: ${(p) => p.theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Secret = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  overflow-wrap: anywhere;
  code {
    font-weight: 600;
  }
`;

const TITLE = 'Delivery channels';
const SUBTITLE = 'Post each digest to Slack, Microsoft Teams, Discord or a webhook, or read it in a feed reader.';

const URL_HINTS: Record<ChannelKind, string> = {
  slack: 'The incoming webhook address Slack gave you for the channel.',
  teams:
    'The address of the Teams workflow that posts to the channel ("Post to a channel when a webhook request is received").',
  discord: "The channel's webhook address (Server settings, Integrations, Webhooks).",
  webhook: 'Your https address. Each delivery is JSON signed with a secret shown once when you add it.',
  feed: '',
};

function Settings({ synth }: { synth: DeliveryChannelsSettings_synth$key }) {
  const data = useFragment(
    graphql`
      fragment DeliveryChannelsSettings_synth on Synth {
        id
        deliveryChannels {
          limit
          channels {
            id
            kind
            name
            hint
            feedUrl
          }
        }
      }
    `,
    synth,
  );
  const { addChannel, adding, removeChannel, removing } = useDeliveryChannelMutations();
  const [kind, setKind] = useState<ChannelKind>('slack');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  // The form opens on request: most synths never add a channel.
  const [open, setOpen] = useState(false);
  const { channels, limit } = data.deliveryChannels;
  const posted = kind !== 'feed';
  const full = channels.length >= limit;

  const onAdd = async () => {
    setError(null);
    setSecret(null);
    try {
      const signingSecret = await addChannel({
        synthId: data.id,
        kind,
        name: name.trim() || CHANNEL_KIND_LABELS[kind],
        url: posted ? url.trim() : null,
      });
      setSecret(signingSecret);
      setName('');
      setUrl('');
      setOpen(false);
      toast({
        title: 'Channel added',
        description: posted
          ? 'It took the test message; each digest will be posted there too.'
          : 'Add its address to your feed reader.',
      });
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const onRemove = async (id: string) => {
    try {
      await removeChannel(id);
    } catch (err) {
      toast({ title: 'Could not remove the channel', description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <SectionCard title={TITLE} subtitle={SUBTITLE}>
      {channels.length ? (
        <List aria-label="Delivery channels">
          {channels.map((c) => (
            <li key={c.id}>
              <span>
                <strong>{c.name}</strong> · {CHANNEL_KIND_LABELS[c.kind as ChannelKind] ?? c.kind}
                <br />
                {c.feedUrl ? (
                  <a className="where" href={c.feedUrl} target="_blank" rel="noreferrer">
                    {c.feedUrl}
                  </a>
                ) : (
                  <span className="where">{c.hint}</span>
                )}
              </span>
              <Button variant="secondary" size="sm" disabled={removing} onClick={() => void onRemove(c.id)}>
                Remove {c.name}
              </Button>
            </li>
          ))}
        </List>
      ) : (
        <Note>None yet: the digest goes by email only.</Note>
      )}
      {secret ? (
        <Secret role="status">
          The webhook&apos;s signing secret, shown only now: <code>{secret}</code>. Each delivery carries
          X-Synth-Signature, the HMAC-SHA256 of its timestamp and body with this secret.
        </Secret>
      ) : null}
      {limit === 0 ? (
        <Note>Your plan does not deliver digests. Subscribe to post them to Slack, Teams, Discord or a webhook.</Note>
      ) : full ? (
        <Note>
          Your plan allows {limit} {limit === 1 ? 'channel' : 'channels'} per synth. Remove one to add another.
        </Note>
      ) : !open ? (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Add a channel
          </Button>
        </div>
      ) : (
        <>
          <SelectField
            label="Where"
            value={kind}
            options={CHANNEL_KINDS.map((k) => ({ value: k, label: CHANNEL_KIND_LABELS[k] }))}
            onChange={(value: ChannelKind) => setKind(value)}
          />
          <Field label="Name" hint="How the run page names it, such as #energy-news.">
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                value={name}
                maxLength={CHANNEL_NAME_MAX}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          {posted ? (
            <Field label="Webhook address" hint={URL_HINTS[kind]} error={error}>
              {({ id, describedBy }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  type="url"
                  value={url}
                  maxLength={MAX_URL_CHARS}
                  onChange={(e) => setUrl(e.target.value)}
                />
              )}
            </Field>
          ) : error ? (
            <Note role="alert">{error}</Note>
          ) : null}
          <div>
            <Button disabled={adding || (posted && !url.trim())} onClick={() => void onAdd()}>
              {adding ? 'Sending a test message…' : posted ? 'Send a test message and add' : 'Add the private feed'}
            </Button>
          </div>
        </>
      )}
    </SectionCard>
  );
}

/**
 * The saved synth's delivery channels besides email: add (after a test message) and remove. It reads
 * nothing of the form, so typing elsewhere in the editor does not render it again.
 */
export const DeliveryChannelsSettings = memo(function DeliveryChannelsSettings({
  synth,
}: {
  synth: DeliveryChannelsSettings_synth$key | null;
}) {
  if (synth) return <Settings synth={synth} />;
  return (
    <SectionCard title={TITLE} subtitle={SUBTITLE}>
      <Note>Save your synth first: then you can add channels to deliver its digest to.</Note>
    </SectionCard>
  );
});
