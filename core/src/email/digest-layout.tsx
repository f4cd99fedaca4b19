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
import { DigestItems, P, SafeLink } from './digest-items';
import { DARK_MODE_CSS, LIGHT } from './digest-theme';
import { oneLine, type DigestView } from './digest-view';

const FONT = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";

export function DigestEmail({ view }: { view: DigestView }) {
  return (
    <Html lang={view.input.language ?? 'en'} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{view.subject}</title>
        <style>{DARK_MODE_CSS}</style>
      </Head>
      <Preview>{view.preheader}</Preview>
      <Body style={{ margin: 0, padding: '24px 8px', background: LIGHT.page, fontFamily: FONT }} className="d-page">
        <Container
          style={{ width: '100%', maxWidth: '600px', background: LIGHT.card, borderCollapse: 'collapse' }}
          className="d-card"
        >
          <Section
            style={{ padding: '24px 28px', background: LIGHT.headerBg, color: LIGHT.headerText, fontFamily: FONT }}
            className="d-header"
          >
            <Heading as="h1" style={{ margin: 0, fontSize: '22px', color: LIGHT.headerText }}>
              {oneLine(view.input.synthName)}
            </Heading>
            <P style={{ margin: '6px 0 0', fontSize: '14px', color: LIGHT.headerMuted }}>{view.date}</P>
          </Section>
          <DigestItems view={view} />
        </Container>
        <Container style={{ width: '100%', maxWidth: '600px' }}>
          <Section style={{ padding: '20px 28px', textAlign: 'center', fontFamily: FONT }}>
            <P style={{ margin: 0, fontSize: '13px', lineHeight: '1.6', color: LIGHT.muted }} className="d-muted">
              {view.runUrl ? (
                <>
                  <SafeLink href={view.runUrl}>{view.t('viewRun')}</SafeLink>
                  {'  ·  '}
                </>
              ) : null}
              <SafeLink href={view.manageUrl}>{view.t('manageSynth')}</SafeLink>
              {'  ·  '}
              <SafeLink href={view.input.unsubscribeUrl}>{view.t('unsubscribe')}</SafeLink>
            </P>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
