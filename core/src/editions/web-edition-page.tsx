// A digest's web edition: the same header, one-minute list and items as the email, in a page
// for the browser. Private (behind its signed link) it is the email as sent, less what only
// its reader may press; public, it is what a subscriber reads, with the archive's links and form.
import { digestViewOf } from '../email/digest-composer';
import { DigestItems } from '../email/digest-items';
import { DigestHeader } from '../email/digest-layout';
import { MinuteBlock } from '../email/digest-minute-block';
import { oneLine, type DigestView } from '../email/digest-view';
import { runDigestInput } from '../email/run-digest';
import type { SynthRun } from '../runs/synth-run.entity';
import { renderEditionPage, type PublicLinks } from './edition-frame';

type EditionRun = Pick<SynthRun, 'id' | 'config' | 'output' | 'scheduledFor' | 'startedAt'> & {
  synth?: { id: string } | null;
  user: { id: string };
};

/**
 * The run's digest as its web pages show it: every item (a page has no size budget), no feedback
 * or cancel links, and no "View in browser" on the page itself. A public page leaves out the
 * owner's ready-to-post drafts and why the owner's topics kept each story.
 */
export function editionViewOf(
  run: EditionRun,
  app: { publicUrl: string; appSecret: string },
  opts: { public: boolean },
): DigestView {
  // Public, it is a subscriber's copy; private, the email as its reader got it (no one's feedback links).
  const input = runDigestInput(run, '', app, { forSubscriber: opts.public });
  return digestViewOf({ ...input, webUrl: undefined, posts: opts.public ? [] : input.posts });
}

export function renderWebEdition(view: DigestView, opts: { publicLinks?: PublicLinks; notice?: string } = {}): string {
  return renderEditionPage({
    t: view.t,
    title: view.subject,
    description: view.preheader,
    siteName: oneLine(view.input.synthName),
    publicLinks: opts.publicLinks,
    notice: opts.notice,
    children: (
      <>
        <DigestHeader view={view} />
        <MinuteBlock view={view} />
        <DigestItems view={view} />
      </>
    ),
  });
}
