// The body of the digest: the items (grouped when long), the ready-to-post content and the examples.
// Every string is a React text child or attribute, so React escapes it; links pass safeUrl first.
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { platformLabel } from '../content/platform-label';
import { safeUrl } from '../lib/http-url';
import { textFragmentUrl } from '../lib/text-fragment';
import { coverageName, listSeparator, otherOutlets } from '../stories/coverage-names';
import { whyLine } from './digest-why';
import type { DigestArticle } from './digest-input';
import { LIGHT } from './digest-theme';
import { oneLine, paragraphs, storyAnchor, type DigestGroup, type DigestView } from './digest-view';

const FONT = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";
const cell: CSSProperties = {
  padding: '20px 28px',
  borderTop: `1px solid ${LIGHT.rule}`,
  color: LIGHT.text,
  fontSize: '15px',
  lineHeight: '1.55',
  fontFamily: FONT,
};
const meta: CSSProperties = { margin: '0 0 10px', fontSize: '13px', lineHeight: '1.45', color: LIGHT.muted };
const para: CSSProperties = { margin: '0 0 12px', fontSize: '15px', lineHeight: '1.55', color: LIGHT.text };
const sectionHeading: CSSProperties = {
  margin: '0 0 4px',
  fontSize: '13px',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: LIGHT.heading,
  fontFamily: FONT,
};
const linkStyle: CSSProperties = { color: LIGHT.link, textDecoration: 'underline' };

/**
 * A paragraph with exactly the given style. react-email's Text repeats every margin as longhands,
 * which costs a digest several items under its size budget.
 */
export function P({ style, className, children }: { style: CSSProperties; className?: string; children: ReactNode }) {
  return (
    <p style={style} className={className}>
      {children}
    </p>
  );
}

/** A link when the URL is a safe absolute http(s) one, else the label as plain text. */
export function SafeLink({
  href,
  children,
  className = 'd-link',
  style,
}: {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  const url = safeUrl(href);
  return url ? (
    <Link href={url} style={style ? { ...linkStyle, ...style } : linkStyle} className={className} target="_blank">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

const passageLink: CSSProperties = { color: LIGHT.link, textDecoration: 'none', fontSize: '13px' };

/** A line of the summary, each of its sentences found in the article followed by a link to that passage. */
function LinkedLine({
  line,
  passages,
  link,
  label,
}: {
  line: string;
  passages: string[];
  link: string | null;
  label: string;
}) {
  const out: ReactNode[] = [];
  let at = 0;
  for (const passage of passages) {
    const found = line.indexOf(passage, at);
    const url = found < 0 ? null : textFragmentUrl(link, passage);
    if (!url) continue;
    const end = found + passage.length;
    out.push(
      line.slice(at, end),
      ' ',
      <a key={end} href={url} style={passageLink} className="d-link" title={label} aria-label={label} target="_blank">
        ↗
      </a>,
    );
    at = end;
  }
  out.push(line.slice(at));
  return <>{out}</>;
}

function Paragraphs({ article: a, t }: { article: DigestArticle; t: DigestView['t'] }) {
  const passages = a.passages ?? [];
  const label = t('sourcePassage');
  return paragraphs(a.summary).map((p, i) => (
    <P key={i} style={para} className="d-text">
      {p.split('\n').flatMap((line, j) => {
        const linked = passages.length ? (
          <LinkedLine key={`l${j}`} line={line} passages={passages} link={a.link} label={label} />
        ) : (
          line
        );
        return j ? [<br key={j} />, linked] : [linked];
      })}
    </P>
  ));
}

// The first item under a topic heading needs no rule between the two.
function Item({
  article: a,
  number,
  level,
  t,
  underHeading,
}: {
  article: DigestArticle;
  /** Its number in the digest: the one-minute list links to it by this. */
  number: number;
  level: 'h2' | 'h3';
  t: DigestView['t'];
  underHeading: boolean;
}) {
  const why = whyLine(a, t);
  const others = otherOutlets(a, a.alsoCoveredBy);
  return (
    <Section
      id={storyAnchor(number)}
      style={underHeading ? { ...cell, borderTop: 'none', paddingTop: '12px' } : cell}
      className="d-card d-pad"
    >
      <Heading
        as={level}
        style={{ margin: '0 0 4px', fontSize: '17px', lineHeight: '1.35', color: LIGHT.heading, fontFamily: FONT }}
        className="d-heading"
      >
        <SafeLink href={a.link}>{oneLine(a.title)}</SafeLink>
      </Heading>
      {a.source ? (
        <P style={meta} className="d-muted">
          {oneLine(a.source)}
        </P>
      ) : null}
      {why ? (
        <P style={meta} className="d-muted">
          {oneLine(why)}
        </P>
      ) : null}
      {a.teaserOnly ? (
        <P style={meta} className="d-muted">
          {t('teaserOnly')}
        </P>
      ) : null}
      <Paragraphs article={a} t={t} />
      {others.length ? (
        <P style={meta} className="d-muted">
          {t('alsoCoveredBy')}{' '}
          {others.map((c, i) => (
            <Fragment key={i}>
              {listSeparator(i, others.length)}
              <SafeLink href={c.link}>{coverageName(c)}</SafeLink>
            </Fragment>
          ))}
        </P>
      ) : null}
      {a.feedbackUrls ? (
        <P style={meta} className="d-muted">
          <SafeLink href={a.feedbackUrls.more}>{t('moreLikeThis')}</SafeLink>
          {'  ·  '}
          <SafeLink href={a.feedbackUrls.less}>{t('lessLikeThis')}</SafeLink>
        </P>
      ) : null}
    </Section>
  );
}

function Group({ group, first, t }: { group: DigestGroup; first: number; t: DigestView['t'] }) {
  return (
    <>
      {group.heading ? (
        <Section
          style={{ padding: '22px 28px 0', borderTop: `1px solid ${LIGHT.rule}`, fontFamily: FONT }}
          className="d-card d-pad"
        >
          <Heading as="h2" style={sectionHeading} className="d-heading">
            {group.heading}
          </Heading>
        </Section>
      ) : null}
      {group.articles.map((a, i) => (
        <Item
          key={i}
          article={a}
          number={first + i}
          level={group.heading ? 'h3' : 'h2'}
          t={t}
          underHeading={Boolean(group.heading) && i === 0}
        />
      ))}
    </>
  );
}

function LeftOut({ view }: { view: DigestView }) {
  if (!view.leftOut) return null;
  return (
    <Section style={cell} className="d-card">
      <P style={{ ...para, fontWeight: 'bold' }} className="d-text">
        {view.t('leftOut', { count: view.leftOut })}{' '}
        {view.runUrl ? <SafeLink href={view.runUrl}>{view.t('seeRestOnRunPage')}</SafeLink> : null}
      </P>
    </Section>
  );
}

function Posts({ view }: { view: DigestView }) {
  const { posts, autoPublish } = view.input;
  if (!posts.length) return null;
  return (
    <Section style={cell} className="d-card">
      <Heading
        as="h2"
        style={{ margin: '0 0 12px', fontSize: '18px', color: LIGHT.heading, fontFamily: FONT }}
        className="d-heading"
      >
        {view.t('postsHeading')}
      </Heading>
      {autoPublish ? (
        <P style={para} className="d-text">
          {autoPublish.notice} <SafeLink href={autoPublish.cancelUrl}>{view.t('cancelAutoPublish')}</SafeLink>
        </P>
      ) : null}
      {posts.map((p, i) => (
        <div key={i}>
          <P style={{ ...meta, fontWeight: 'bold', color: LIGHT.text }} className="d-text">
            {platformLabel(p.contentType)} · {oneLine(p.templateId)}
          </P>
          <pre
            style={{
              margin: '0 0 16px',
              padding: '12px',
              background: LIGHT.postBg,
              color: LIGHT.text,
              borderRadius: '4px',
              whiteSpace: 'pre-wrap',
              wordWrap: 'break-word',
              fontSize: '14px',
              fontFamily: FONT,
            }}
            className="d-post"
          >
            {p.text.trim()}
          </pre>
        </div>
      ))}
    </Section>
  );
}

function Examples({ view }: { view: DigestView }) {
  const examples = view.input.examples;
  if (!examples.length) return null;
  return (
    <Section style={cell} className="d-card">
      <Heading
        as="h2"
        style={{ margin: '0 0 12px', fontSize: '18px', color: LIGHT.heading, fontFamily: FONT }}
        className="d-heading"
      >
        {view.t('examplesHeading')}
      </Heading>
      {examples.map((e, i) => (
        <P key={i} style={para} className="d-text">
          <strong>
            <SafeLink href={e.url}>{oneLine(e.title)}</SafeLink>
          </strong>
          <br />
          <span style={{ fontSize: '13px', color: LIGHT.muted }} className="d-muted">
            {oneLine(e.snippet)}
          </span>
        </P>
      ))}
    </Section>
  );
}

export function DigestItems({ view }: { view: DigestView }) {
  if (view.input.nothingNew) {
    return (
      <Section style={cell} className="d-card">
        <Heading
          as="h2"
          style={{ margin: '0 0 12px', fontSize: '18px', color: LIGHT.heading, fontFamily: FONT }}
          className="d-heading"
        >
          {view.t('nothingNewHeading')}
        </Heading>
        <P style={para} className="d-text">
          {view.t('nothingNewBody')}
        </P>
      </Section>
    );
  }
  return (
    <>
      {view.groups.map((g, i) => (
        <Group
          key={i}
          group={g}
          first={1 + view.groups.slice(0, i).reduce((n, before) => n + before.articles.length, 0)}
          t={view.t}
        />
      ))}
      <LeftOut view={view} />
      <Posts view={view} />
      <Examples view={view} />
    </>
  );
}
