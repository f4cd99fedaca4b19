import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { PublicEditionSettings_synth$key } from '../../../__generated__/PublicEditionSettings_synth.graphql';
import { SectionCard } from '../../../components/SectionCard';
import { Switch } from '../../../components/Switch';
import { useSetSynthPublicMutation } from '../../../mutations/useSetSynthPublicMutation';
import { errorMessage } from '../../../relay/errors';
import { toast } from '../../../toast';

const Addresses = styled.dl`
  margin: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const TITLE = 'Public page';
const SUBTITLE = 'Who can read your digests on the web.';
const PRIVATE_NOTE =
  'Each digest email has a private “View in browser” link: only the people you send it to can open its web page.';

/** Who asked on the page: each address gets the digests once it confirms. */
function subscribersLine(n: number): string {
  if (n === 0) return 'None yet.';
  return `${n === 1 ? 'One address has' : `${n} addresses have`} asked on the page; each gets the digests once it confirms.`;
}

function Settings({ synth }: { synth: PublicEditionSettings_synth$key }) {
  const data = useFragment(
    graphql`
      fragment PublicEditionSettings_synth on Synth {
        id
        publicEdition {
          isPublic
          archiveUrl
          feedUrl
          subscribers
        }
      }
    `,
    synth,
  );
  const [setPublic, saving] = useSetSynthPublicMutation();
  const edition = data.publicEdition;
  const onChange = async (next: boolean) => {
    try {
      await setPublic(data.id, next);
      toast({
        title: next ? 'Your digests are public' : 'Your digests are private',
        description: next
          ? 'Anyone with the address can read them, follow them in a feed reader and subscribe.'
          : 'The public page, its feed and its subscribe form are closed; subscribers get nothing more.',
      });
    } catch (err) {
      toast({ title: 'Could not change the public page', description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <SectionCard title={TITLE} subtitle={SUBTITLE}>
      <Switch
        label="Publish the digests on a public page"
        hint="Its past and future digests, an Atom feed and a form to subscribe by email (each address confirms before anything is sent). Take any digest off the page from its run page."
        checked={edition.isPublic}
        disabled={saving}
        onChange={(next) => void onChange(next)}
      />
      {edition.isPublic && edition.archiveUrl && edition.feedUrl ? (
        <Addresses aria-label="Public page addresses">
          <dt>Public page</dt>
          <dd>
            <a href={edition.archiveUrl} target="_blank" rel="noreferrer">
              {edition.archiveUrl}
            </a>
          </dd>
          <dt>Atom feed</dt>
          <dd>
            <a href={edition.feedUrl} target="_blank" rel="noreferrer">
              {edition.feedUrl}
            </a>
          </dd>
          <dt>Subscribers</dt>
          <dd>{subscribersLine(edition.subscribers)}</dd>
        </Addresses>
      ) : (
        <Note>{PRIVATE_NOTE}</Note>
      )}
    </SectionCard>
  );
}

/** Whether the saved synth's digests are on a public page, with the page's and the feed's addresses. */
export function PublicEditionSettings({ synth }: { synth: PublicEditionSettings_synth$key | null }) {
  if (synth) return <Settings synth={synth} />;
  return (
    <SectionCard title={TITLE} subtitle={SUBTITLE}>
      <Note>Save your synth first: then you can publish its digests on a public page. {PRIVATE_NOTE}</Note>
    </SectionCard>
  );
}
