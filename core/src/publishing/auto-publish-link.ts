// The digest's "Cancel automatic publishing" link: signed for one run and its owner, and good
// until a day after the publish would have happened.
import { signToken, verifyToken } from '../lib/signed-token';

const PURPOSE = 'cancel-auto-publish';
export const CANCEL_AUTO_PUBLISH_PATH = '/api/publishing/cancel';

export function cancelAutoPublishUrl(
  app: { publicUrl: string; appSecret: string },
  runId: string,
  userId: string,
  publishAt: Date,
): string {
  const token = signToken(PURPOSE, { r: runId, u: userId, e: publishAt.getTime() + 86_400_000 }, app.appSecret);
  return `${app.publicUrl}${CANCEL_AUTO_PUBLISH_PATH}?token=${encodeURIComponent(token)}`;
}

export function readCancelAutoPublishToken(
  token: string,
  secret: string,
  now = Date.now(),
): { runId: string; userId: string } | null {
  const data = verifyToken(PURPOSE, token, secret);
  if (!data || typeof data.r !== 'string' || typeof data.u !== 'string' || typeof data.e !== 'number' || data.e < now)
    return null;
  return { runId: data.r, userId: data.u };
}
