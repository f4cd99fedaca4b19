// What each platform refuses, written from the platforms' own documentation, independently of
// Synth's renderers: the stand-in answers an over-long message the way the platform does.

/** Slack Block Kit: a message of incoming-webhook blocks. Answers Slack's error word, or null. */
export function slackProblem(body) {
  if (!body || typeof body !== 'object') return 'invalid_payload';
  const { text, blocks } = body;
  if (blocks === undefined && (typeof text !== 'string' || !text.trim())) return 'no_text';
  if (blocks === undefined) return text.length > 40_000 ? 'msg_too_long' : null;
  if (!Array.isArray(blocks) || blocks.length > 50) return 'invalid_blocks';
  for (const b of blocks) {
    if (!b || typeof b !== 'object' || typeof b.type !== 'string') return 'invalid_blocks';
    if (b.type === 'header' && (b.text?.type !== 'plain_text' || !(b.text.text?.length <= 150)))
      return 'invalid_blocks';
    if (b.type === 'section' && b.text && !(b.text.text?.length >= 1 && b.text.text.length <= 3000))
      return 'invalid_blocks';
    if (b.type === 'context' && (!Array.isArray(b.elements) || b.elements.length > 10)) return 'invalid_blocks';
    if (b.block_id !== undefined && String(b.block_id).length > 255) return 'invalid_blocks';
  }
  return null;
}

/** Discord's webhook execute: content, embeds and their lengths. Answers the broken rule, or null. */
export function discordProblem(body) {
  if (!body || typeof body !== 'object') return 'body';
  const content = body.content ?? '';
  const embeds = body.embeds ?? [];
  if (typeof content !== 'string' || content.length > 2000) return 'content: Must be 2000 or fewer in length.';
  if (!Array.isArray(embeds) || embeds.length > 10) return 'embeds: Must be 10 or fewer in length.';
  if (!content && embeds.length === 0) return 'Cannot send an empty message';
  let total = 0;
  for (const e of embeds) {
    const title = e.title ?? '';
    const description = e.description ?? '';
    const footer = e.footer?.text ?? '';
    const author = e.author?.name ?? '';
    if (title.length > 256) return 'embeds.title: Must be 256 or fewer in length.';
    if (description.length > 4096) return 'embeds.description: Must be 4096 or fewer in length.';
    if (footer.length > 2048) return 'embeds.footer.text: Must be 2048 or fewer in length.';
    if (author.length > 256) return 'embeds.author.name: Must be 256 or fewer in length.';
    if ((e.fields ?? []).length > 25) return 'embeds.fields: Must be 25 or fewer in length.';
    if (e.url !== undefined && !/^https?:\/\//.test(String(e.url))) return 'embeds.url: Not a well formed URL.';
    total += title.length + description.length + footer.length + author.length;
    for (const f of e.fields ?? []) total += String(f.name ?? '').length + String(f.value ?? '').length;
  }
  if (total > 6000) return 'embeds: Embed size exceeds maximum size of 6000';
  return null;
}

/** A Teams workflow webhook's message: one Adaptive Card attachment, the whole under 28 KB. */
export function teamsProblem(body, bytes) {
  if (bytes > 28 * 1024) return 'MessageSizeTooBig';
  const attachments = body?.attachments;
  if (body?.type !== 'message' || !Array.isArray(attachments) || attachments.length === 0) return 'BadRequest';
  for (const a of attachments) {
    if (a?.contentType !== 'application/vnd.microsoft.card.adaptive') return 'BadRequest';
    if (a.content?.type !== 'AdaptiveCard' || !Array.isArray(a.content.body)) return 'BadRequest';
  }
  return null;
}
