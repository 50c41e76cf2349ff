import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { type KnownField, LAYOUT_CANVAS, type LayoutElement, renderedTextOf, type TextElement } from '../../../domain/work-order-layout.ts';

export interface DocumentImage {
  contentType: string;
  content: Buffer;
}

export interface WorkOrderDocumentInput {
  workOrderNumber: string;
  layout: readonly LayoutElement[];
  known: Partial<Record<KnownField, string | null>>;
  formValues: Readonly<Record<string, string>>;
  /** Logo element images by file id. */
  layoutImages: ReadonlyMap<string, DocumentImage>;
  signature: { image: DocumentImage; signerName: string; signedAt: string } | null;
  photos: readonly DocumentImage[];
  completion: {
    /** The instant, for the document's creation date. */
    at: Date;
    /** The same instant as the organization's settings write it. */
    shown: string;
    /** The staff member who completed it. */
    technicianName: string;
  };
}

// US Letter in points; the layout's 600 px wide canvas fills the page between 36 pt margins.
const PAGE = { width: 612, height: 792, margin: 36 } as const;
const SCALE = (PAGE.width - 2 * PAGE.margin) / LAYOUT_CANVAS.width;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.42, 0.45, 0.5);

const require = createRequire(import.meta.url);
// DejaVu Sans writes Latin, Greek, Cyrillic, Hebrew, Arabic and many symbols; a document keeps only the glyphs it uses.
const fontFiles = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' };

interface FontFaces {
  regular: Uint8Array;
  bold: Uint8Array;
  /** The code points both faces have a glyph for. */
  characters: ReadonlySet<number>;
}

let fontFaces: Promise<FontFaces> | undefined;

/** Read once per process: the files are 1.4 MB together. */
function loadFontFaces(): Promise<FontFaces> {
  fontFaces ??= Promise.all([readFile(require.resolve(fontFiles.regular)), readFile(require.resolve(fontFiles.bold))]).then(
    ([regular, bold]) => {
      const boldCharacters = new Set(fontkit.create(bold).characterSet);
      const characters = new Set(fontkit.create(regular).characterSet.filter((code) => boldCharacters.has(code)));
      return { regular, bold, characters };
    },
  );
  return fontFaces;
}

/** What the document's fonts can write: line breaks kept, a character they have no glyph for (CJK, emoji) as a question mark. */
function printableText(text: string, characters: ReadonlySet<number>): string {
  let printable = '';
  for (const character of text.replace(/\r\n?/g, '\n')) {
    printable += character === '\n' || characters.has(character.codePointAt(0) as number) ? character : '?';
  }
  return printable;
}

interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
  print: (text: string) => string;
}

function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

async function embed(pdf: PDFDocument, image: DocumentImage): Promise<PDFImage> {
  return image.contentType === 'image/png' ? pdf.embedPng(image.content) : pdf.embedJpg(image.content);
}

/** An image inside a box, as large as fits with its proportions kept, centred. */
function drawFitted(page: PDFPage, image: PDFImage, box: { x: number; y: number; width: number; height: number }): void {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height });
}

function drawText(page: PDFPage, element: TextElement, text: string, fonts: DocumentFonts, box: Box): void {
  const font = element.fontWeight === 'bold' ? fonts.bold : fonts.regular;
  const size = element.fontSize * SCALE;
  const lines = element.isMultiLine ? wrapLines(fonts.print(text), font, size, box.width) : [fonts.print(text).replace(/\n/g, ' ')];
  let y = box.y + box.height - size;
  for (const line of lines) {
    const width = font.widthOfTextAtSize(line, size);
    const x =
      element.textAlign === 'center' ? box.x + (box.width - width) / 2 : element.textAlign === 'right' ? box.x + box.width - width : box.x;
    page.drawText(line, { x, y, size, font, color: INK });
    y -= size * 1.25;
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The layout rendered with the work order's values, its signature in the signature boxes, then its photos. */
export async function renderWorkOrderDocument(input: WorkOrderDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Work order ${input.workOrderNumber}`);
  pdf.setCreationDate(input.completion.at);
  pdf.registerFontkit(fontkit);
  const faces = await loadFontFaces();
  const fonts: DocumentFonts = {
    regular: await pdf.embedFont(faces.regular, { subset: true }),
    bold: await pdf.embedFont(faces.bold, { subset: true }),
    print: (text) => printableText(text, faces.characters),
  };
  const signatureImage = input.signature ? await embed(pdf, input.signature.image) : null;

  // The layout may run below one page: elements go on the page their top falls on.
  const pageHeight = PAGE.height - 2 * PAGE.margin;
  const lowest = Math.max(LAYOUT_CANVAS.height, ...input.layout.map((element) => (element.position.y + element.size.height) * SCALE));
  const pages = Array.from({ length: Math.max(1, Math.ceil(lowest / pageHeight)) }, () => pdf.addPage([PAGE.width, PAGE.height]));
  let hasSignatureBox = false;

  for (const element of input.layout) {
    const top = element.position.y * SCALE;
    const pageIndex = Math.min(pages.length - 1, Math.floor(top / pageHeight));
    const page = pages[pageIndex] as PDFPage;
    const height = element.size.height * SCALE;
    const box = {
      x: PAGE.margin + element.position.x * SCALE,
      y: PAGE.height - PAGE.margin - (top - pageIndex * pageHeight) - height,
      width: element.size.width * SCALE,
      height,
    };
    if (element.type === 'text') {
      drawText(page, element, renderedTextOf(element, input.known, input.formValues), fonts, box);
    } else if (element.type === 'logo') {
      const image = element.imageFileId ? input.layoutImages.get(element.imageFileId) : undefined;
      if (image) drawFitted(page, await embed(pdf, image), box);
    } else {
      hasSignatureBox = true;
      page.drawLine({ start: { x: box.x, y: box.y }, end: { x: box.x + box.width, y: box.y }, thickness: 0.75, color: MUTED });
      if (signatureImage) drawFitted(page, signatureImage, { ...box, y: box.y + 2, height: box.height - 2 });
      const caption = input.signature ? `Signed by ${input.signature.signerName} on ${input.signature.signedAt}` : element.label;
      page.drawText(fonts.print(caption), { x: box.x, y: box.y - 10, size: 8, font: fonts.regular, color: MUTED });
    }
  }

  const last = pages.at(-1) as PDFPage;
  // A layout without a signature box still shows who signed, at the foot of its last page.
  if (input.signature && signatureImage && !hasSignatureBox) {
    drawFitted(last, signatureImage, { x: PAGE.margin, y: PAGE.margin + 24, width: 200, height: 100 });
    last.drawText(fonts.print(`Signed by ${input.signature.signerName} on ${input.signature.signedAt}`), {
      x: PAGE.margin,
      y: PAGE.margin + 12,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  }
  const { shown, technicianName } = input.completion;
  last.drawText(fonts.print(`${input.workOrderNumber} - completed ${shown} by ${technicianName}`), {
    x: PAGE.margin,
    y: PAGE.margin - 18,
    size: 8,
    font: fonts.regular,
    color: MUTED,
  });

  await drawPhotos(pdf, input.photos, fonts.bold);
  return pdf.save();
}

/** Photos two by two, three rows to a page, after the layout's pages. */
async function drawPhotos(pdf: PDFDocument, photos: readonly DocumentImage[], font: PDFFont): Promise<void> {
  const columns = 2;
  const rows = 3;
  const gap = 12;
  const cellWidth = (PAGE.width - 2 * PAGE.margin - gap) / columns;
  const cellHeight = (PAGE.height - 2 * PAGE.margin - 24 - gap * (rows - 1)) / rows;
  let page: PDFPage | null = null;
  for (const [index, photo] of photos.entries()) {
    const slot = index % (columns * rows);
    if (slot === 0) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      page.drawText('Photos', { x: PAGE.margin, y: PAGE.height - PAGE.margin - 12, size: 12, font, color: INK });
    }
    const column = slot % columns;
    const row = Math.floor(slot / columns);
    drawFitted(page as PDFPage, await embed(pdf, photo), {
      x: PAGE.margin + column * (cellWidth + gap),
      y: PAGE.height - PAGE.margin - 24 - (row + 1) * cellHeight - row * gap,
      width: cellWidth,
      height: cellHeight,
    });
  }
}
