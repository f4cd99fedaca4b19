import { describe, expect, it } from 'vitest';
import type { ToastInput } from '../toast/toastStore';
import { connectionToasts } from './connectionToasts';
import { CONNECTION_TOASTS, synthUpdateToast } from './messages';

function track() {
  const toasts: ToastInput[] = [];
  return { toasts, connection: connectionToasts((t) => toasts.push(t)) };
}

describe('live-update connection toasts', () => {
  it('says Connection Lost once per outage, then Reconnected when a retry connects', () => {
    const { toasts, connection } = track();
    connection.connected(false);
    connection.closed({ code: 1006 });
    connection.closed({ code: 1006 });
    expect(toasts).toEqual([CONNECTION_TOASTS.lost]);
    connection.connected(true);
    expect(toasts).toEqual([CONNECTION_TOASTS.lost, CONNECTION_TOASTS.reconnected]);
  });

  it('says Connection Failed when the retries are used up, once', () => {
    const { toasts, connection } = track();
    connection.connected(false);
    connection.closed({ code: 1006 });
    connection.failed({ code: 1006 });
    connection.failed({ code: 1006 });
    expect(toasts).toEqual([CONNECTION_TOASTS.lost, CONNECTION_TOASTS.failed]);
  });

  it("stays quiet for a normal close (1000/1001), refused credentials and the operation's own errors", () => {
    const { toasts, connection } = track();
    connection.closed({ code: 1000 });
    connection.closed({ code: 1001 });
    connection.closed({ code: 4401 });
    connection.failed({ code: 4403 });
    connection.failed([{ message: 'Synth not found' }]);
    expect(toasts).toEqual([]);
  });

  it('says Connection Error when no socket can be made at all', () => {
    const { toasts, connection } = track();
    connection.failed(new SyntaxError('The URL is invalid'));
    expect(toasts).toEqual([CONNECTION_TOASTS.initError]);
  });
});

describe('run update toasts', () => {
  it('are titled by their type, destructive only for errors', () => {
    expect(
      ['success', 'warning', 'error', 'info'].map((updateType) =>
        synthUpdateToast({ updateType, message: `m-${updateType}` }),
      ),
    ).toEqual([
      { title: 'Success', description: 'm-success', variant: 'default' },
      { title: 'Warning', description: 'm-warning', variant: 'default' },
      { title: 'Error', description: 'm-error', variant: 'destructive' },
      { title: 'Info', description: 'm-info', variant: 'default' },
    ]);
  });
});
