// The carousel as a PDF: one page per slide, drawn with the two standard fonts every PDF reader has
// (nothing to embed or download), with the SVG preview of each page from the same layout.
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import type { CarouselDeck } from './carousel-deck';
import { layoutCarousel, SLIDE_HEIGHT, SLIDE_WIDTH, type FontMetrics } from './carousel-layout';
import { slideSvg } from './carousel-preview';

export interface BuiltCarousel {
  pdf: Uint8Array;
  /** Each page as an SVG image, in order. */
  previews: string[];
}

function metricsOf(font: PDFFont): FontMetrics {
  const codePoints = new Set(font.getCharacterSet());
  return { width: (text, size) => font.widthOfTextAtSize(text, size), has: (cp) => codePoints.has(cp) };
}

export async function buildCarouselPdf(deck: CarouselDeck, now = new Date()): Promise<BuiltCarousel> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const drawings = layoutCarousel(deck, { regular: metricsOf(regular), bold: metricsOf(bold) });
  for (const d of drawings) {
    const page = doc.addPage([SLIDE_WIDTH, SLIDE_HEIGHT]);
    page.drawRectangle({ x: 0, y: 0, width: SLIDE_WIDTH, height: SLIDE_HEIGHT, color: rgb(...d.background) });
    for (const r of d.rects)
      page.drawRectangle({
        x: r.x,
        y: SLIDE_HEIGHT - r.top - r.height,
        width: r.width,
        height: r.height,
        color: rgb(...r.color),
      });
    for (const t of d.texts)
      page.drawText(t.text, {
        x: t.x,
        y: SLIDE_HEIGHT - t.top,
        size: t.size,
        font: t.bold ? bold : regular,
        color: rgb(...t.color),
      });
  }
  doc.setTitle(deck.title);
  doc.setAuthor(deck.author);
  doc.setCreator('Synth');
  doc.setProducer('Synth');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  return { pdf: await doc.save(), previews: drawings.map(slideSvg) };
}
