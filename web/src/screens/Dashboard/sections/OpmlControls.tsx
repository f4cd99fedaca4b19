import { useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { OpmlControlsQuery } from '../../../__generated__/OpmlControlsQuery.graphql';
import { Button, ButtonAnchor } from '../../../components/Button';
import { readFileText } from '../../../lib/readFileText';
import { errorMessage } from '../../../relay/errors';
import { isUnsavedId } from '../../../synth/defaults';
import { addFeeds, feedToasts } from '../../../synth/feeds';
import { toast } from '../../../toast/toastStore';
import { MAX_OPML_BYTES, OPML_TOO_LARGE_MESSAGE } from '@synth/core/pure';

/** The feed URLs a file lists, checked by the server; nothing is saved. */
const feedsFromOpmlQuery = graphql`
  query OpmlControlsQuery($opml: String!) {
    feedsFromOpml(opml: $opml)
  }
`;

/** Where a saved synth's feeds download as an OPML file (a file download, so a plain link). */
const opmlExportUrl = (synthId: string) => `/api/synths/${encodeURIComponent(synthId)}/opml`;

interface Props {
  synthId: string | null;
  urls: string[];
  max: number;
  planName: string;
  onUrls: (next: string[]) => void;
}

/**
 * OPML import adds a file's feeds to the editor under the usual add rules (duplicates skipped,
 * the plan's maximum respected); nothing is saved until Save Synth. Export downloads the saved feeds.
 */
export function OpmlControls({ synthId, urls, max, planName, onUrls }: Props) {
  const environment = useRelayEnvironment();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const importFile = async (file: File) => {
    // The server's limit, checked here so a huge file is not uploaded only to be refused.
    if (file.size > MAX_OPML_BYTES) {
      toast(feedToasts.opmlFailed(OPML_TOO_LARGE_MESSAGE));
      return;
    }
    setReading(true);
    try {
      const opml = await readFileText(file);
      const answer = await fetchQuery<OpmlControlsQuery>(
        environment,
        feedsFromOpmlQuery,
        { opml },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const incoming = [...(answer?.feedsFromOpml ?? [])];
      const result = addFeeds(urls, incoming, max, planName);
      if (result.added) onUrls(result.rssFeedUrls);
      if (result.overLimit) toast(feedToasts.maxReached(planName, max));
      else toast(feedToasts.opmlImported(result.added, result.duplicates));
    } catch (err) {
      toast(feedToasts.opmlFailed(errorMessage(err, 'The file could not be read.')));
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".opml,.xml,text/x-opml,text/xml,application/xml"
        aria-label="OPML file to import"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void importFile(file);
        }}
      />
      <Button variant="ghost" disabled={reading} aria-busy={reading} onClick={() => input.current?.click()}>
        {reading ? 'Importing…' : 'Import OPML'}
      </Button>
      {synthId && !isUnsavedId(synthId) && (
        <ButtonAnchor
          variant="ghost"
          href={opmlExportUrl(synthId)}
          download
          title="Download your saved feeds as an OPML file"
        >
          Export OPML
        </ButtonAnchor>
      )}
    </>
  );
}
