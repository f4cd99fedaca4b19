// The frame of a digest's web pages (one digest, a public archive): the document head with the
// phone viewport, the digest's own styles and, for a public page, its OpenGraph card and feed; the
// body in the digest's colours; and a public page's subscribe form and links. Static HTML: no
// script, nothing loaded from elsewhere; the form posts back to Synth.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MAX_EMAIL_CHARS } from '../lib/input-limits';
import { P } from '../email/digest-items';
import { DIGEST_CSS, LIGHT } from '../email/digest-theme';
import type { DigestMessages } from '../email/i18n/digest-messages';

const FONT = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";

// The form's controls, in the digest's colours; a page may carry a little CSS an email may not.
const WEB_CSS = `
.e-form { display: flex; flex-wrap: wrap; gap: 8px; margin: 10px 0 6px; }
.e-form input { flex: 1 1 200px; min-width: 0; padding: 9px 10px; font-size: 15px; border: 1px solid #9ca3af; border-radius: 4px; }
.e-form button { padding: 9px 16px; font-size: 15px; border: 0; border-radius: 4px; background: ${LIGHT.headerBg}; color: ${LIGHT.headerText}; cursor: pointer; }
.e-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

export interface PublicLinks {
  /** The page's own address, for its card. */
  pageUrl: string;
  archiveUrl: string;
  feedUrl: string;
  subscribeUrl: string;
}

export interface FrameProps {
  t: DigestMessages;
  title: string;
  description: string;
  /** The synth's name: the card's site name and the feed's title. */
  siteName: string;
  /** A public page's links; a private page has none and asks not to be indexed. */
  publicLinks?: PublicLinks;
  /** What a subscribe form just did, said at its place. */
  notice?: string;
  /** The archive page itself, which does not link to itself. */
  isArchive?: boolean;
  children: ReactNode;
}

const link: CSSProperties = { color: LIGHT.link, textDecoration: 'underline' };
const section: CSSProperties = { padding: '18px 28px', borderTop: `1px solid ${LIGHT.rule}`, fontFamily: FONT };

function SubscribeForm({ t, links, notice }: { t: DigestMessages; links: PublicLinks; notice?: string }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} id="subscribe">
      <tbody>
        <tr>
          <td style={{ ...section, color: LIGHT.text }} className="d-card d-pad d-text">
            <h2 style={{ margin: 0, fontSize: '17px', color: LIGHT.heading }} className="d-heading">
              {t('subscribeHeading')}
            </h2>
            {notice ? (
              <P style={{ margin: '8px 0 0', fontSize: '15px', fontWeight: 'bold' }} className="d-text">
                <span role="status">{notice}</span>
              </P>
            ) : null}
            <form method="post" action={links.subscribeUrl} className="e-form">
              <label htmlFor="subscribe-email" className="e-label">
                {t('subscribeEmailLabel')}
              </label>
              <input
                id="subscribe-email"
                type="email"
                name="email"
                required
                maxLength={MAX_EMAIL_CHARS}
                autoComplete="email"
                placeholder={t('subscribeEmailLabel')}
              />
              <button type="submit">{t('subscribeButton')}</button>
            </form>
            <P style={{ margin: 0, fontSize: '13px', lineHeight: '1.5', color: LIGHT.muted }} className="d-muted">
              {t('subscribeNote')}
            </P>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function renderEditionPage(props: FrameProps): string {
  const { t, publicLinks: links } = props;
  const page = (
    <Html lang={t.language} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{props.title}</title>
        <meta name="description" content={props.description} />
        {links ? (
          <>
            <link rel="canonical" href={links.pageUrl} />
            <link rel="alternate" type="application/atom+xml" title={props.siteName} href={links.feedUrl} />
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content={props.siteName} />
            <meta property="og:title" content={props.title} />
            <meta property="og:description" content={props.description} />
            <meta property="og:url" content={links.pageUrl} />
            <meta property="og:locale" content={t.language} />
            <meta name="twitter:card" content="summary" />
            <meta name="twitter:title" content={props.title} />
            <meta name="twitter:description" content={props.description} />
          </>
        ) : (
          // A private page's address is its credential: it is never listed by a search engine.
          <meta name="robots" content="noindex, nofollow" />
        )}
        <style>{`${DIGEST_CSS}${WEB_CSS}`}</style>
      </Head>
      <Body style={{ margin: 0, padding: '24px 8px', background: LIGHT.page, fontFamily: FONT }} className="d-page">
        <Container
          style={{ width: '100%', maxWidth: '600px', background: LIGHT.card, borderCollapse: 'collapse' }}
          className="d-card"
        >
          {props.children}
          {links ? <SubscribeForm t={t} links={links} notice={props.notice} /> : null}
        </Container>
        {links ? (
          <Container style={{ width: '100%', maxWidth: '600px' }}>
            <P
              style={{ margin: 0, padding: '20px 28px', textAlign: 'center', fontSize: '13px', color: LIGHT.muted }}
              className="d-muted"
            >
              {props.isArchive ? null : (
                <>
                  <a href={links.archiveUrl} style={link} className="d-link">
                    {t('allIssues')}
                  </a>
                  {'  ·  '}
                </>
              )}
              <a href={links.feedUrl} style={link} className="d-link">
                {t('atomFeed')}
              </a>
            </P>
          </Container>
        ) : null}
      </Body>
    </Html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
