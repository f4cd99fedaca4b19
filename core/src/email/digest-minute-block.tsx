// The one-minute list at the top of the digest, in the email and the web edition alike: one line
// per story, its point in bold linking to the item below, then its key fact. Kept to a few short
// styles, so eight stories add little to the message and fit the first screen of a phone.
import { Fragment, type CSSProperties } from 'react';
import { LIGHT } from './digest-theme';
import { storyAnchor, type DigestView } from './digest-view';

const FONT = "-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";
const box: CSSProperties = { padding: '14px 28px 10px', fontFamily: FONT, color: LIGHT.text, background: LIGHT.card };
const label: CSSProperties = {
  margin: '0 0 2px',
  fontSize: '11px',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: LIGHT.muted,
};
const list: CSSProperties = { margin: '0 0 8px', padding: 0, listStyle: 'none', fontSize: '14px', lineHeight: '1.35' };
const line: CSSProperties = { margin: '0 0 4px' };
const point: CSSProperties = { color: LIGHT.heading, fontWeight: 'bold', textDecoration: 'none' };

export function MinuteBlock({ view }: { view: DigestView }) {
  if (!view.minute.length) return null;
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} className="d-minute">
      <tbody>
        <tr>
          <td style={box} className="d-card d-pad">
            <h2 style={{ ...label, fontSize: '12px', margin: '0 0 6px', color: LIGHT.heading }} className="d-heading">
              {view.t('minuteHeading')}
            </h2>
            {view.minute.map((g, i) => (
              <Fragment key={i}>
                {g.heading ? (
                  <p style={label} className="d-muted">
                    {g.heading}
                  </p>
                ) : null}
                <ul style={list} className="d-text">
                  {g.entries.map((e) => (
                    <li key={e.number} style={line}>
                      <a href={`#${storyAnchor(e.number)}`} style={point} className="d-heading">
                        {e.point}
                      </a>
                      {e.fact ? ` — ${e.fact}` : null}
                    </li>
                  ))}
                </ul>
              </Fragment>
            ))}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
