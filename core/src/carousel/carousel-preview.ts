// A page of the carousel as an SVG image, drawn from the same layout as the PDF page, for the run
// page to show before anything is posted. Every text is escaped: it comes from feeds.
import { SLIDE_HEIGHT, SLIDE_WIDTH, type Rgb, type SlideDrawing } from './carousel-layout';

const FONT_FAMILY = 'Helvetica, Arial, sans-serif';

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const hex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const num = (n: number) => String(Math.round(n * 100) / 100);

export function slideSvg(d: SlideDrawing): string {
  const rects = d.rects.map(
    (r) =>
      `<rect x="${num(r.x)}" y="${num(r.top)}" width="${num(r.width)}" height="${num(r.height)}" fill="${hex(r.color)}"/>`,
  );
  const texts = d.texts.map(
    (t) =>
      `<text x="${num(t.x)}" y="${num(t.top)}" font-size="${num(t.size)}" font-weight="${t.bold ? 700 : 400}" fill="${hex(t.color)}">${escapeXml(t.text)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" font-family="${FONT_FAMILY}" xml:space="preserve">`,
    `<rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="${hex(d.background)}"/>`,
    ...rects,
    ...texts,
    '</svg>',
  ].join('');
}
