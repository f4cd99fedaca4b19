// The one email an address receives before any digest: who asked, for what, and a button that
// leads to a page where the person confirms. Names come from users, so every piece is escaped.
import { escapeHtml } from '../lib/sanitize';
import { CONFIRMATION_LINK_DAYS } from './recipient.rules';

export interface ConfirmationEmailInput {
  /** Who typed the address in: their display name and/or sign-in email. */
  requestedBy: string;
  synthName: string;
  confirmUrl: string;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function composeConfirmationEmail(input: ConfirmationEmailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const who = oneLine(input.requestedBy) || 'A Synth user';
  const synth = oneLine(input.synthName) || 'Synth';
  const subject = `Confirm that you want the "${synth}" digest`;
  const lines = [
    `${who} asked Synth to email the "${synth}" digest to this address.`,
    'Nothing will be sent to you unless you confirm.',
  ];
  const after = `The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not expect this email, ignore it and you will hear nothing more.`;
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>' +
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,\'Segoe UI\',Helvetica,Arial,sans-serif;color:#1f2933;">' +
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;padding:28px;border-radius:8px;font-size:15px;line-height:1.55;">' +
    lines.map((l) => `<p style="margin:0 0 12px;">${escapeHtml(l)}</p>`).join('') +
    `<p style="margin:20px 0;"><a href="${escapeHtml(input.confirmUrl)}" style="background:#1f2a44;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;">Confirm this address</a></p>` +
    `<p style="margin:0;color:#6b7280;font-size:13px;">${escapeHtml(after)}</p>` +
    '</div></body></html>';
  const text = [...lines, '', `Confirm this address: ${input.confirmUrl}`, '', after].join('\n');
  return { subject, html, text };
}
