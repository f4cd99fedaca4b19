// The one email an address receives before any digest. It carries no text the asking account
// typed (no synth name, no display name): Synth's domain must not carry a stranger's words to a
// stranger. Who asked and for which digest is shown on the page the button leads to.
import { escapeHtml } from '../lib/sanitize';
import { CONFIRMATION_LINK_DAYS } from './recipient.rules';

export const CONFIRMATION_EMAIL_SUBJECT = 'Confirm that you want to receive Synth digests';
/** The button's words, and the label before the link in the plain-text part. */
export const CONFIRMATION_LINK_LABEL = 'See who asked and confirm';

export function composeConfirmationEmail(input: { confirmUrl: string }): {
  subject: string;
  html: string;
  text: string;
} {
  const lines = [
    'Someone who uses Synth asked to email a news digest to this address.',
    'Nothing will be sent to you unless you confirm. The page behind the button says who asked and for which digest.',
  ];
  const after = `The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not expect this email, ignore it and you will hear nothing more.`;
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>' +
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,\'Segoe UI\',Helvetica,Arial,sans-serif;color:#1f2933;">' +
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;padding:28px;border-radius:8px;font-size:15px;line-height:1.55;">' +
    lines.map((l) => `<p style="margin:0 0 12px;">${escapeHtml(l)}</p>`).join('') +
    `<p style="margin:20px 0;"><a href="${escapeHtml(input.confirmUrl)}" style="background:#1f2a44;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;">${escapeHtml(CONFIRMATION_LINK_LABEL)}</a></p>` +
    `<p style="margin:0;color:#6b7280;font-size:13px;">${escapeHtml(after)}</p>` +
    '</div></body></html>';
  const text = [...lines, '', `${CONFIRMATION_LINK_LABEL}: ${input.confirmUrl}`, '', after].join('\n');
  return { subject: CONFIRMATION_EMAIL_SUBJECT, html, text };
}
