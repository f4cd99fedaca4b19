// The PDF of one of the viewer's carousels, to download.
import { Router } from 'express';
import { ctxOf, viewerOf } from '../../rest/http';
import { carouselsOf } from './carousel-context';

/** A file name of the title's plain letters, so every browser saves it as written. */
const fileNameOf = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'carousel'
  }.pdf`;

export function carouselRoutes(): Router {
  const r = Router();
  r.get('/:id/pdf', async (req, res) => {
    const carousel = await carouselsOf(ctxOf(req)).one(viewerOf(req), req.params.id, { withPdf: true });
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileNameOf(carousel.title)}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(carousel.pdf);
  });
  return r;
}
