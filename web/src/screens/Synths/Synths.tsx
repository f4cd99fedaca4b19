import styled from '@emotion/styled';
import { PageColumn } from '../../layout/PageColumn';
import { useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SynthsQuery } from '../../__generated__/SynthsQuery.graphql';
import { Button } from '../../components/Button';
import { useToggleSynthStatusMutation } from '../../mutations/useToggleSynthStatusMutation';
import { toast } from '../../toast/toastStore';
import { SynthCard } from './SynthCard';

export const SynthsQueryDef = graphql`
  query SynthsQuery {
    viewer {
      synths(first: 10) @connection(key: "Synths_synths") {
        edges {
          node {
            id
            ...SynthCard_synth
          }
        }
      }
    }
  }
`;

/** An account holds at most one synth. */
const MAX_SYNTHS = 1;

export const SYNTHS_TEXT = {
  title: 'Synths',
  loading: 'Loading synths...',
  empty: 'No synths found. Create your first synth to get started.',
  limit: 'Synth Limit Reached',
  create: 'Create Synth',
  loadFailed: 'Unable to load synths. Please try refreshing the page.',
};

export const Page = styled(PageColumn)`
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(3)};
    align-items: center;
    justify-content: space-between;
  }
  .grid {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  }
  .empty {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export function Synths({ queryRef }: { queryRef: PreloadedQuery<SynthsQuery> }) {
  const data = usePreloadedQuery(SynthsQueryDef, queryRef);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [toggle] = useToggleSynthStatusMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const synths = data.viewer.synths.edges.map((e) => e.node);
  const atLimit = synths.length >= MAX_SYNTHS;

  const onCreate = () => {
    navigate('/dashboard');
    toast({ title: 'Create a Synth', description: 'Use the dashboard to create and configure your new synth.' });
  };

  const onToggle = async (id: string, status: string) => {
    if (!id) {
      toast({ title: 'Error', description: 'Invalid synth ID', variant: 'destructive' });
      return;
    }
    setBusyId(id);
    try {
      const res = await toggle(id, status);
      const nowActive = res.toggleSynthStatus.status === 'active';
      toast({
        title: 'Success',
        description: nowActive ? 'Synth activated successfully' : 'Synth deactivated successfully',
      });
      // Then the list reloads from the server, so it shows what was really stored.
      await fetchQuery<SynthsQuery>(environment, SynthsQueryDef, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch(() => undefined);
    } catch (err) {
      console.error('Toggle failed', err);
      toast({
        title: 'Error',
        description: 'Failed to toggle synth status. Please try again later.',
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Page>
      <header>
        <h1>{SYNTHS_TEXT.title}</h1>
        <Button onClick={onCreate} disabled={atLimit}>
          {atLimit ? SYNTHS_TEXT.limit : SYNTHS_TEXT.create}
        </Button>
      </header>
      {synths.length === 0 ? (
        <p className="empty">{SYNTHS_TEXT.empty}</p>
      ) : (
        <div className="grid">
          {synths.map((s) => (
            <SynthCard key={s.id} synth={s} onToggle={onToggle} toggling={busyId === s.id} />
          ))}
        </div>
      )}
    </Page>
  );
}
