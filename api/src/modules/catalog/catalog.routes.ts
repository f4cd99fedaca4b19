import { Router, type RequestHandler } from 'express';
import { ValidationError } from '@synth/core/lib';
import { ctxOf } from '../../rest/http';
import {
  professionalCategories,
  catalogCategories,
  DEFAULT_SEARCH_LIMIT,
  searchCatalog,
  ANALYSIS_FAILED_MESSAGE,
} from '@synth/core/catalog';
import { draftSynthForCaller } from './draft-for-caller';
import { parseOpmlForCaller } from './parse-opml-for-caller';

/** The content library's routes; each one needs a signed-in caller. */
export function catalogRoutes(auth: RequestHandler): Router {
  const r = Router();

  r.get('/rss/categories', auth, (_req, res) => void res.json(catalogCategories()));

  r.get('/rss/search', auth, async (req, res) => {
    const { category, q } = req.query;
    const limitRaw = req.query.limit;
    const limit = limitRaw === undefined ? DEFAULT_SEARCH_LIMIT : Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 1)
      throw new ValidationError([{ field: 'limit', message: 'limit must be a positive whole number' }]);
    if (category !== undefined && typeof category !== 'string')
      throw new ValidationError([{ field: 'category', message: 'category must be text' }]);
    if (q !== undefined && typeof q !== 'string')
      throw new ValidationError([{ field: 'q', message: 'q must be text' }]);
    res.json(await searchCatalog(ctxOf(req).em, { category: category || undefined, q, limit }));
  });

  r.get('/professional/categories', auth, (_req, res) => void res.json(professionalCategories));

  // Reads the feed URLs of an OPML file for the editor, which adds them under the usual rules; nothing is saved.
  r.post('/opml/parse', auth, async (req, res) => {
    res.json({ urls: await parseOpmlForCaller(ctxOf(req), req.body?.opml) });
  });

  // Turns a sentence into a synth configuration; nothing is saved until the user saves.
  r.post('/prompt-create-synth', auth, async (req, res) => {
    const prompt = typeof req.body?.prompt === 'string' ? req.body.prompt : '';
    const timezone = typeof req.body?.timezone === 'string' ? req.body.timezone : undefined;
    const result = await draftSynthForCaller(ctxOf(req), prompt, timezone);
    if (!result.ok) return void res.status(400).json({ message: result.message || ANALYSIS_FAILED_MESSAGE });
    res.json({
      ...result.config,
      matchedCategory: result.matchedCategory,
      matchedSpecializations: result.matchedSpecializations,
    });
  });

  return r;
}
