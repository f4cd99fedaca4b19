import styled from '@emotion/styled';
import { useState } from 'react';
import { MAX_PLATFORM_HANDLE_CHARS } from '@synth/core/pure';
import { graphql, useFragment } from 'react-relay';
import type { PlatformConnectionCard_connection$key } from '../../__generated__/PlatformConnectionCard_connection.graphql';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field, Input } from '../../components/Field';
import { useConnectPlatformMutation } from '../../mutations/useConnectPlatformMutation';
import { useDisconnectPlatformMutation } from '../../mutations/useDisconnectPlatformMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast/toastStore';
import { AppPasswordForm } from './AppPasswordForm';
import { ReconnectNotice } from './ReconnectNotice';

const Body = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
  }
`;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** One platform: who is connected, until when, and the buttons to connect, reconnect or disconnect. */
export function PlatformConnectionCard({ connection }: { connection: PlatformConnectionCard_connection$key }) {
  const c = useFragment(
    graphql`
      fragment PlatformConnectionCard_connection on PlatformConnection {
        platform
        label
        signIn
        perInstance
        instance
        available
        connected
        displayName
        handle
        expiresAt
        remindDaysBeforeExpiry
        ...ReconnectNotice_connection
      }
    `,
    connection,
  );
  const [connect, connecting] = useConnectPlatformMutation();
  const [disconnect, disconnecting] = useDisconnectPlatformMutation();
  const [server, setServer] = useState('');
  const onConnect = () =>
    connect(c.platform, c.perInstance ? server : null).catch((err) =>
      toast({ title: `Could not connect ${c.label}`, description: errorMessage(err), variant: 'destructive' }),
    );
  const onDisconnect = async () => {
    try {
      await disconnect(c.platform);
      toast({
        title: `${c.label} disconnected`,
        description: `Synth no longer holds a key to your ${c.label} account.`,
      });
    } catch (err) {
      toast({ title: `Could not disconnect ${c.label}`, description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <Body aria-label={c.label} role="group">
        <h2>{c.label}</h2>
        {!c.available ? (
          <p className="muted">Publishing to {c.label} is not set up on this server.</p>
        ) : c.connected ? (
          <>
            <p>
              Connected as <strong>{c.displayName}</strong>
              {c.handle && ` (@${c.handle})`}
              {c.instance && ` on ${new URL(c.instance).host}`}.
            </p>
            {c.remindDaysBeforeExpiry != null && c.expiresAt && (
              <p className="muted">
                {c.label} lets Synth post for you until {day(c.expiresAt)}; we will remind you{' '}
                {c.remindDaysBeforeExpiry} days before.
              </p>
            )}
            <ReconnectNotice connection={c} />
            <div className="actions">
              <Button size="sm" variant="danger" onClick={onDisconnect} disabled={disconnecting}>
                {disconnecting ? 'Disconnecting…' : `Disconnect ${c.label}`}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="muted">
              Connect your {c.label} account to publish a run&apos;s posts from Synth, by hand or automatically.
            </p>
            {c.signIn === 'appPassword' ? (
              <AppPasswordForm platform={c.platform} label={c.label} />
            ) : (
              <div className="actions">
                {c.perInstance && (
                  <Field
                    label={`Your ${c.label} server`}
                    hint="The address of the server your account is on, such as mastodon.social."
                  >
                    {({ id, describedBy }) => (
                      <Input
                        id={id}
                        aria-describedby={describedBy}
                        value={server}
                        onChange={(e) => setServer(e.target.value)}
                        maxLength={MAX_PLATFORM_HANDLE_CHARS}
                        placeholder="mastodon.social"
                      />
                    )}
                  </Field>
                )}
                <Button size="sm" onClick={onConnect} disabled={connecting || (c.perInstance && !server.trim())}>
                  {connecting ? 'Opening…' : `Connect ${c.label}`}
                </Button>
              </div>
            )}
          </>
        )}
      </Body>
    </Card>
  );
}
