// Where each word of each slide goes: one drawing per page, which the PDF (carousel-pdf.ts) and the
// page's previews (carousel-preview.ts) both draw, so the preview shows exactly what is uploaded.
// Text is measured with the PDF's own font metrics and shrinks until it fits its box.
import type { CarouselDeck, CarouselStory } from './carousel-deck';
import { drawableText } from './carousel-text';

/** A portrait page, LinkedIn's tallest document shape (4:5), in PDF points. */
export const SLIDE_WIDTH = 540;
export const SLIDE_HEIGHT = 675;
const MARGIN = 48;
const TEXT_WIDTH = SLIDE_WIDTH - 2 * MARGIN;
const LINE_HEIGHT = 1.2;

export type Rgb = readonly [number, number, number];
const INK: Rgb = [0.063, 0.125, 0.184];
const MUTED: Rgb = [0.36, 0.42, 0.48];
const PAPER: Rgb = [1, 1, 1];
const NIGHT: Rgb = [0.059, 0.165, 0.263];
const ACCENT: Rgb = [0.04, 0.4, 0.76];
const SKY: Rgb = [0.49, 0.77, 1];
const WASH: Rgb = [0.92, 0.95, 0.99];

interface SlideText {
  text: string;
  x: number;
  /** The baseline, from the top of the page. */
  top: number;
  size: number;
  bold: boolean;
  color: Rgb;
}
interface SlideRect {
  x: number;
  top: number;
  width: number;
  height: number;
  color: Rgb;
}
export interface SlideDrawing {
  background: Rgb;
  rects: SlideRect[];
  texts: SlideText[];
}

/** A font as the layout needs it: its widths and the characters it has. */
export interface FontMetrics {
  width(text: string, size: number): number;
  has(codePoint: number): boolean;
}
export interface SlideFonts {
  regular: FontMetrics;
  bold: FontMetrics;
}

interface Block {
  text: string;
  bold?: boolean;
  color: Rgb;
  /** The largest and smallest sizes tried, and the lines allowed. */
  max: number;
  min: number;
  maxLines: number;
  width?: number;
}

/** The text broken into lines no wider than `width`; a word wider than a line is broken too. */
function wrap(text: string, font: FontMetrics, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (font.width(tried, size) <= width) {
      line = tried;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const ch of word) {
      if (line && font.width(line + ch, size) > width) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The block at the largest size whose lines fit; at the smallest, the last line kept ends in an ellipsis. */
function fit(block: Block, font: FontMetrics): { size: number; lines: string[] } {
  const width = block.width ?? TEXT_WIDTH;
  for (let size = block.max; size > block.min; size -= 2) {
    const lines = wrap(block.text, font, size, width);
    if (lines.length <= block.maxLines) return { size, lines };
  }
  const lines = wrap(block.text, font, block.min, width);
  if (lines.length <= block.maxLines) return { size: block.min, lines };
  const kept = lines.slice(0, block.maxLines);
  let last = `${kept[kept.length - 1]}…`;
  while (last.length > 1 && font.width(last, block.min) > width) last = `${last.slice(0, -2).trimEnd()}…`;
  kept[kept.length - 1] = last;
  return { size: block.min, lines: kept };
}

class Slide {
  readonly drawing: SlideDrawing;

  constructor(
    private readonly fonts: SlideFonts,
    background: Rgb,
  ) {
    this.drawing = { background, rects: [], texts: [] };
  }

  /** Draws the block with its first line's top at `top`; answers where its last line ends. */
  block(block: Block, top: number, x = MARGIN): number {
    const font = block.bold ? this.fonts.bold : this.fonts.regular;
    const { size, lines } = fit({ ...block, text: drawableText(block.text, font.has) }, font);
    let baseline = top + size;
    for (const text of lines) {
      this.drawing.texts.push({ text, x, top: baseline, size, bold: !!block.bold, color: block.color });
      baseline += size * LINE_HEIGHT;
    }
    return baseline - size * LINE_HEIGHT + size * (LINE_HEIGHT - 1);
  }

  rect(rect: SlideRect): void {
    this.drawing.rects.push(rect);
  }
}

function cover(deck: CarouselDeck, fonts: SlideFonts): SlideDrawing {
  const s = new Slide(fonts, NIGHT);
  s.rect({ x: MARGIN, top: 72, width: 64, height: 8, color: SKY });
  s.block({ text: deck.dateLabel, color: SKY, max: 22, min: 16, maxLines: 1 }, 104);
  const end = s.block({ text: deck.title, bold: true, color: PAPER, max: 54, min: 28, maxLines: 5 }, 170);
  const n = deck.stories.length;
  s.block(
    {
      text: `${n} ${n === 1 ? 'story' : 'stories'} worth your time. Swipe through.`,
      color: SKY,
      max: 24,
      min: 18,
      maxLines: 3,
    },
    end + 36,
  );
  s.block({ text: deck.author, bold: true, color: PAPER, max: 22, min: 16, maxLines: 1 }, SLIDE_HEIGHT - 96);
  return s.drawing;
}

function story(item: CarouselStory, index: number, count: number, fonts: SlideFonts): SlideDrawing {
  const s = new Slide(fonts, PAPER);
  s.rect({ x: MARGIN, top: 56, width: 64, height: 8, color: ACCENT });
  s.block({ text: `${index + 1} / ${count}`, color: MUTED, max: 20, min: 16, maxLines: 1 }, 84);
  const end = s.block({ text: item.headline, bold: true, color: INK, max: 36, min: 22, maxLines: 5 }, 136);
  if (item.figure) {
    const top = end + 36;
    const inner = TEXT_WIDTH - 40;
    // The figure is the article's own words: quoted, in a box of its own.
    const box = new Slide(fonts, PAPER);
    const bottom = box.block(
      { text: `“${item.figure}”`, color: INK, max: 26, min: 16, maxLines: 5, width: inner },
      top + 24,
      MARGIN + 24,
    );
    s.rect({ x: MARGIN, top, width: TEXT_WIDTH, height: bottom - top + 24, color: WASH });
    s.rect({ x: MARGIN, top, width: 6, height: bottom - top + 24, color: ACCENT });
    s.drawing.texts.push(...box.drawing.texts);
  }
  if (item.source)
    s.block({ text: `Source: ${item.source}`, color: MUTED, max: 18, min: 14, maxLines: 1 }, SLIDE_HEIGHT - 80);
  return s.drawing;
}

function closing(deck: CarouselDeck, fonts: SlideFonts): SlideDrawing {
  const s = new Slide(fonts, NIGHT);
  s.rect({ x: MARGIN, top: 220, width: 64, height: 8, color: SKY });
  s.block({ text: 'Read and picked by', color: SKY, max: 24, min: 18, maxLines: 1 }, 252);
  s.block({ text: deck.author, bold: true, color: PAPER, max: 48, min: 26, maxLines: 3 }, 296);
  s.block({ text: 'Follow for the next digest.', color: PAPER, max: 24, min: 18, maxLines: 2 }, SLIDE_HEIGHT - 140);
  return s.drawing;
}

/** Every page of the carousel: the cover, a page per story, then the closing page. */
export function layoutCarousel(deck: CarouselDeck, fonts: SlideFonts): SlideDrawing[] {
  return [
    cover(deck, fonts),
    ...deck.stories.map((item, i) => story(item, i, deck.stories.length, fonts)),
    closing(deck, fonts),
  ];
}
