// A public synth's archive page: its name, its digests newest first (the latest with their
// one-minute lists, each line opening the story on the digest's page), its feed and the form to
// subscribe by email.
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import type { CSSProperties } from 'react';
import { P } from '../email/digest-items';
import { MinuteBlock } from '../email/digest-minute-block';
import { LIGHT } from '../email/digest-theme';
import type { DigestView } from '../email/digest-view';
import type { DigestMessages } from '../email/i18n/digest-messages';
import { renderEditionPage, type PublicLinks } from './edition-frame';

/** The newest digests show their one-minute lists; older ones a line each. */
const ISSUES_WITH_LISTS = 5;

const FONT = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";
const link: CSSProperties = { color: LIGHT.link, textDecoration: 'underline' };
const row: CSSProperties = { padding: '10px 28px', borderTop: `1px solid ${LIGHT.rule}`, fontFamily: FONT };

export interface ArchiveIssue {
  /** The digest's page on the archive. */
  url: string;
  view: DigestView;
}

function IssueTitle({ issue, t }: { issue: ArchiveIssue; t: DigestMessages }) {
  const count = issue.view.minute.reduce((n, g) => n + g.entries.length, 0);
  return (
    <>
      <a href={issue.url} style={{ ...link, color: LIGHT.heading, textTransform: 'none' }} className="d-heading">
        {issue.view.date}
      </a>
      {` · ${t('storyCount', { count })}`}
    </>
  );
}

export function renderArchivePage(p: {
  t: DigestMessages;
  name: string;
  issues: ArchiveIssue[];
  links: PublicLinks;
  notice?: string;
}): string {
  const { t } = p;
  const description = t('archiveDescription', { name: p.name });
  return renderEditionPage({
    t,
    title: p.name,
    description,
    siteName: p.name,
    publicLinks: p.links,
    notice: p.notice,
    isArchive: true,
    children: (
      <>
        <Section
          style={{ padding: '20px 28px 18px', background: LIGHT.headerBg, color: LIGHT.headerText, fontFamily: FONT }}
          className="d-header d-pad"
        >
          <Heading as="h1" style={{ margin: 0, fontSize: '22px', color: LIGHT.headerText }}>
            {p.name}
          </Heading>
          <P style={{ margin: '6px 0 0', fontSize: '14px', color: LIGHT.headerMuted }}>{description}</P>
        </Section>
        <Section style={{ padding: '16px 28px 4px', fontFamily: FONT }} className="d-card d-pad">
          <Heading as="h2" style={{ margin: 0, fontSize: '18px', color: LIGHT.heading }} className="d-heading">
            {t('pastIssues')}
          </Heading>
          {p.issues.length ? null : (
            <P style={{ margin: '10px 0 12px', fontSize: '15px', color: LIGHT.text }} className="d-text">
              {t('noIssues')}
            </P>
          )}
        </Section>
        <div aria-label={t('pastIssues')} role="list">
          {p.issues.map((issue, i) => (
            <div role="listitem" key={issue.url} style={i ? { borderTop: `1px solid ${LIGHT.rule}` } : undefined}>
              {i < ISSUES_WITH_LISTS ? (
                <MinuteBlock view={issue.view} issueUrl={issue.url} title={<IssueTitle issue={issue} t={t} />} />
              ) : (
                <P style={{ ...row, margin: 0, fontSize: '14px', color: LIGHT.text }} className="d-card d-pad d-text">
                  <IssueTitle issue={issue} t={t} />
                </P>
              )}
            </div>
          ))}
        </div>
      </>
    ),
  });
}
