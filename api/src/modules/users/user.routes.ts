import { Router, type Request } from 'express';
import { checkUserProfile } from '@synth/core/users';
import { requireIdentity } from '../../context';
import { ValidationError } from '@synth/core/lib';
import { confirmSessionFirst, ctxOf, viewerOf } from '../../rest/http';
import { userJson } from './user.json';

/** Refuses a sign-up body with a malformed profile before anything is asked of the identity service or the database. */
export function refuseMalformedProfile(req: Request): void {
  if (req.method === 'POST' && req.path === '/')
    checkUserProfile({ displayName: req.body?.displayName, photoUrl: req.body?.photoUrl });
}

/** The documented REST calls for the caller's own user row; mounted behind authenticate(). */
export function userRoutes(): Router {
  const r = Router();

  // The uid always comes from the verified token; a body firebaseUid must match it.
  r.post('/', confirmSessionFirst, async (req, res) => {
    const ctx = ctxOf(req);
    const identity = requireIdentity(ctx);
    if (req.body?.firebaseUid && req.body.firebaseUid !== identity.uid) {
      throw new ValidationError([{ field: 'firebaseUid', message: 'firebaseUid does not match the signed-in user' }]);
    }
    const { user, created } = await ctx.users.upsert(identity, {
      displayName: req.body?.displayName,
      photoUrl: req.body?.photoUrl,
      onboarded: req.body?.onboarded === true,
    });
    res.status(created ? 201 : 200).json(userJson(user));
  });

  r.get('/me', (req, res) => {
    res.json(userJson(viewerOf(req)));
  });

  r.patch('/onboarded', confirmSessionFirst, async (req, res) => {
    const value = req.body?.onboarded ?? true;
    if (typeof value !== 'boolean')
      throw new ValidationError([{ field: 'onboarded', message: 'onboarded must be true or false' }]);
    const user = await ctxOf(req).users.setOnboarded(viewerOf(req), value);
    res.json(userJson(user));
  });

  return r;
}
