import { graphql, useFragment } from 'react-relay';
import type { ReconnectNotice_connection$key } from '../../__generated__/ReconnectNotice_connection.graphql';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { useConnectPlatformMutation } from '../../mutations/useConnectPlatformMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast/toastStore';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The banner a connection shows when its token has expired or soon will: one click reconnects. */
export function ReconnectNotice({ connection }: { connection: ReconnectNotice_connection$key }) {
  const c = useFragment(
    graphql`
      fragment ReconnectNotice_connection on PlatformConnection {
        platform
        label
        connected
        needsReconnect
        expiresAt
        reconnectLabel
      }
    `,
    connection,
  );
  const [connect, connecting] = useConnectPlatformMutation();
  if (!c.connected || !c.needsReconnect) return null;
  const expired = !c.expiresAt || new Date(c.expiresAt).getTime() <= Date.now();
  return (
    <Banner tone="warning" role="status">
      {expired
        ? `Your ${c.label} connection has expired, so Synth cannot post for you. `
        : `Your ${c.label} connection expires on ${day(c.expiresAt!)}. `}
      <Button
        size="sm"
        variant="secondary"
        disabled={connecting}
        onClick={() =>
          connect(c.platform).catch((err) =>
            toast({ title: `Could not reconnect ${c.label}`, description: errorMessage(err), variant: 'destructive' }),
          )
        }
      >
        {c.reconnectLabel}
      </Button>
    </Banner>
  );
}
