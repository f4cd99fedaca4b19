// What a PDF reader finds in a PDF: its pages' text and its title, read with Mozilla's pdf.js, a reader
// independent of the library that wrote the file.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  /** Each page's text, its pieces joined by spaces. */
  pages: string[];
  title: string | null;
  author: string | null;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes the buffer over: it gets a copy.
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    // Text is read without drawing: the reader's own font files are not needed.
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
      pages.push(text.replace(/\s+/g, ' ').trim());
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string; Author?: string } };
    return { pages, title: info.Title ?? null, author: info.Author ?? null };
  } finally {
    await doc.destroy();
  }
}
