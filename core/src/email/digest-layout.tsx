// The frame of the digest: document head (colour schemes, dark-mode styles), the inbox preheader,
// the header with the synth's name and date, and the footer with the run, manage and unsubscribe links.
// One package per component: the @react-email/components barrel also loads code highlighting and
// Tailwind, about 230 ms and 38 MB at every API and worker start for parts the digest never uses.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Fragment } from 'react';
import { DigestItems, P, SafeLink } from './digest-items';
import { MinuteBlock } from './digest-minute-block';
import { DIGEST_CSS, LIGHT } from './digest-theme';
import { oneLine, type DigestView } from './digest-view';

const FONT = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";

/** The synth's name and the digest's date, with the link to its web edition when it has one. */
export function DigestHeader({ view }: { view: DigestView }) {
  return (
    <Section
      style={{ padding: '20px 28px 18px', background: LIGHT.headerBg, color: LIGHT.headerText, fontFamily: FONT }}
      className="d-header d-pad"
    >
      <Heading as="h1" style={{ margin: 0, fontSize: '22px', color: LIGHT.headerText }}>
        {oneLine(view.input.synthName)}
      </Heading>
      <P style={{ margin: '6px 0 0', fontSize: '14px', color: LIGHT.headerMuted }}>
        {view.date}
        {view.webUrl ? (
          <>
            {'  ·  '}
            <SafeLink href={view.webUrl} className="d-header-link" style={{ color: LIGHT.headerMuted }}>
              {view.t('viewInBrowser')}
            </SafeLink>
          </>
        ) : null}
      </P>
    </Section>
  );
}

export function DigestEmail({ view }: { view: DigestView }) {
  return (
    <Html lang={view.input.language ?? 'en'} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{view.subject}</title>
        <style>{DIGEST_CSS}</style>
      </Head>
      <Preview>{view.preheader}</Preview>
      <Body style={{ margin: 0, padding: '24px 8px', background: LIGHT.page, fontFamily: FONT }} className="d-page">
        <Container
          style={{ width: '100%', maxWidth: '600px', background: LIGHT.card, borderCollapse: 'collapse' }}
          className="d-card"
        >
          <DigestHeader view={view} />
          <MinuteBlock view={view} />
          <DigestItems view={view} />
        </Container>
        <Container style={{ width: '100%', maxWidth: '600px' }}>
          <Section style={{ padding: '20px 28px', textAlign: 'center', fontFamily: FONT }}>
            <P style={{ margin: 0, fontSize: '13px', lineHeight: '1.6', color: LIGHT.muted }} className="d-muted">
              {[
                view.runUrl ? <SafeLink href={view.runUrl}>{view.t('viewRun')}</SafeLink> : null,
                view.manageUrl ? <SafeLink href={view.manageUrl}>{view.t('manageSynth')}</SafeLink> : null,
              ]
                .filter(Boolean)
                .map((link, i) => (
                  <Fragment key={i}>
                    {link}
                    {'  ·  '}
                  </Fragment>
                ))}
              <SafeLink href={view.input.unsubscribeUrl}>{view.t('unsubscribe')}</SafeLink>
            </P>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
