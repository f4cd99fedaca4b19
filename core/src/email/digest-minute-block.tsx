// The one-minute list at the top of the digest, in the email and the web edition alike: one line
// per story, its point in bold linking to the item below, then its key fact. Plain lines and a few
// short inline styles (dark mode recolours them by class), so eight stories add little to the
// message and fit the first screen of a phone.
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { LIGHT } from './digest-theme';
import { storyAnchor, type DigestView } from './digest-view';

const box: CSSProperties = {
  padding: '14px 28px 12px',
  color: LIGHT.text,
  background: LIGHT.card,
  fontSize: '14px',
  lineHeight: '1.4',
};
const heading: CSSProperties = { margin: 0, fontSize: '12px', textTransform: 'uppercase', color: LIGHT.heading };
const label: CSSProperties = { margin: '6px 0 0', fontSize: '11px', textTransform: 'uppercase', color: LIGHT.muted };
const point: CSSProperties = { color: LIGHT.heading, fontWeight: 'bold', textDecoration: 'none' };

/**
 * `issueUrl`: the digest's own page, when the list is shown elsewhere (a public archive), so its
 * lines open the story there; `title` then replaces the list's heading.
 */
export function MinuteBlock({ view, issueUrl, title }: { view: DigestView; issueUrl?: string; title?: ReactNode }) {
  if (!view.minute.length) return null;
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} className="d-minute">
      <tbody>
        <tr>
          <td style={box} className="d-card d-pad d-text">
            <h2 style={heading} className="d-heading">
              {title ?? view.t('minuteHeading')}
            </h2>
            {view.minute.map((g, i) => (
              <Fragment key={i}>
                {g.heading ? (
                  <p style={label} className="d-muted">
                    {g.heading}
                  </p>
                ) : null}
                {g.entries.map((e) => (
                  <div key={e.number}>
                    <a href={`${issueUrl ?? ''}#${storyAnchor(e.number)}`} style={point}>
                      {e.point}
                    </a>
                    {e.fact ? ` — ${e.fact}` : null}
                  </div>
                ))}
              </Fragment>
            ))}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
