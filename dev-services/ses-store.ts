// Reads what the local SES accepted (aws-ses-v2-local's GET /store).
export interface StoredEmail {
  messageId: string;
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
  at: number;
}

/** The plain-text part: every email Synth sends has one, so its absence fails the test here. */
export function plainTextOf(email: StoredEmail): string {
  if (email.body.text === undefined) throw new Error(`The email "${email.subject}" has no plain-text part.`);
  return email.body.text;
}

export async function sentEmails(sesUrl: string, to?: string): Promise<StoredEmail[]> {
  const res = await fetch(`${sesUrl}/store`);
  const { emails } = (await res.json()) as { emails: StoredEmail[] };
  return to ? emails.filter((e) => e.destination.to.some((t) => t.includes(to))) : emails;
}

export async function waitForEmail(sesUrl: string, to: string, timeoutMs = 120_000): Promise<StoredEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [first] = await sentEmails(sesUrl, to);
    if (first) return first;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no email to ${to} within ${timeoutMs / 1000} s`);
}
