import { Router } from 'express';
import { templateLibrary } from '@synth/core/content';

/** Templates and platform instructions, the same texts the pipeline uses. */
export function contentRoutes(): Router {
  const r = Router();
  r.get('/templates', (_req, res) => void res.json(templateLibrary.byContentType));
  r.get('/platform-instructions', (_req, res) => void res.json(templateLibrary.platformInstructions));
  return r;
}
