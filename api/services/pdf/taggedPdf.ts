import PDFDocument from 'pdfkit';
import { agencyName } from '../../domain/agency';

/*
 * The product's PDFs (the lender guide, the signed plan agreement) as tagged PDFs (PDF/UA's
 * structure): a Document element holding headings, paragraphs, label–value tables and lists in the
 * order they are read, the document's language (/Lang) and its title shown instead of its file name,
 * so a screen reader reads them as a person would. Every block starts at the left margin and is kept
 * on one page when it fits on one.
 */

const margin = 54;

export type PdfLanguage = 'en' | 'es';

/*
 * How many lines a text wraps to at a font, size and width: the same in every document, so counted
 * once and kept (a demo load renders thousands of agreements that share most of their words).
 * Bounded, so a long load's memory stays flat.
 */
const lineCounts = new Map<string, number>();
const lineCountsKept = 4_000;

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

export interface TaggedPdf {
  /** A heading, on a new page unless it fits with the paragraph that follows it (`keepWith`). */
  heading(text: string, level?: 1 | 2, keepWith?: { text: string; bold?: boolean }): void;
  paragraph(text: string, options?: { size?: number; bold?: boolean }): void;
  /** Label–value rows (a two-column table: the label is the row's header), kept on one page. */
  rows(pairs: [string, string][], options?: { title?: string }): void;
  /** A bulleted list under its heading (none: under the block before it), never split across pages. */
  list(title: string | null, items: string[]): void;
  space(lines?: number): void;
  /** Ends the document and gives its bytes (pdfkit writes them as it ends, so no wait is needed). */
  finish(): Buffer;
}

export function taggedPdf({
  title,
  language,
  creationDate,
}: {
  title: string;
  language: PdfLanguage;
  /** Fixed for a document that is hashed, so the same content gives the same bytes. */
  creationDate?: Date;
}): TaggedPdf {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    tagged: true,
    lang: language === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: title,
      Author: agencyName,
      Creator: agencyName,
      ...(creationDate ? { CreationDate: creationDate } : {}),
    },
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * margin;
  const labelWidth = width * 0.62;
  const valueX = margin + labelWidth + 8;
  const valueWidth = width - labelWidth - 8;

  const font = (bold: boolean, size: number) =>
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  /**
   * The height pdfkit's heightOfString gives (no line gap is set here): its line count, kept, times
   * the line's height, added line by line as pdfkit adds them, so the figure is the same to the bit.
   */
  const textHeight = (text: string, bold: boolean, size: number, w = width) => {
    font(bold, size);
    const key = `${bold ? 'b' : 'r'}${size}/${w}/${text}`;
    let lines = lineCounts.get(key);
    if (lines === undefined) {
      lines = Math.round(doc.heightOfString(text, { width: w }) / doc.currentLineHeight(true));
      if (lineCounts.size >= lineCountsKept) lineCounts.clear();
      lineCounts.set(key, lines);
    }
    let y = doc.y;
    for (let line = 0; line < lines; line++) y += doc.currentLineHeight(true);
    return y - doc.y;
  };
  /** A new page unless `height` fits below the current position (a block taller than a page just starts). */
  const keep = (height: number) => {
    const bottom = doc.page.height - margin;
    if (doc.y + height > bottom && doc.y > margin + 1) doc.addPage();
  };
  const add = (type: string, draw: () => void, parent: Struct = root) =>
    parent.add(doc.struct(type, {}, draw));
  const headingSize = (level: 1 | 2) => (level === 1 ? 20 : 14);

  const heading = (text: string, level: 1 | 2 = 2, keepWith?: { text: string; bold?: boolean }) => {
    const size = headingSize(level);
    if (level === 2) doc.moveDown();
    keep(
      textHeight(text, true, size) + (keepWith ? textHeight(keepWith.text, keepWith.bold ?? false, 11) : 40),
    );
    add(`H${level}`, () => font(true, size).text(text, margin, doc.y, { width }));
    font(false, 11);
  };

  return {
    heading,
    paragraph(text, { size = 11, bold = false } = {}) {
      keep(textHeight(text, bold, size));
      add('P', () => font(bold, size).text(text, margin, doc.y, { width }));
      font(false, 11);
    },
    rows(pairs, { title } = {}) {
      const heights = pairs.map(([label, value]) =>
        Math.max(textHeight(label, false, 11, labelWidth), textHeight(value, true, 11, valueWidth)),
      );
      const titleHeight = title ? textHeight(title, true, 12) + 6 : 0;
      keep(titleHeight + heights.reduce((sum, h) => sum + h + 2, 0));
      if (title) {
        doc.moveDown(0.5);
        add('H3', () => font(true, 12).text(title, margin, doc.y, { width }));
      }
      const table = doc.struct('Table');
      root.add(table);
      pairs.forEach(([label, value], i) => {
        const row = doc.struct('TR');
        table.add(row);
        const y = doc.y;
        row.add(doc.struct('TH', {}, () => font(false, 11).text(label, margin, y, { width: labelWidth })));
        row.add(
          doc.struct('TD', {}, () =>
            font(true, 11).text(value, valueX, y, { width: valueWidth, align: 'right' }),
          ),
        );
        row.end();
        doc.x = margin;
        doc.y = y + heights[i] + 2;
      });
      table.end();
      font(false, 11);
    },
    list(title, items) {
      const itemsHeight = items.reduce((sum, item) => sum + textHeight(item, false, 11, width - 20) + 2, 0);
      doc.moveDown(title ? 1 : 0.5);
      keep((title ? textHeight(title, true, headingSize(2)) : 0) + itemsHeight + 10);
      if (title) add('H2', () => font(true, headingSize(2)).text(title, margin, doc.y, { width }));
      const list = doc.struct('L');
      root.add(list);
      font(false, 11).list(items, margin, doc.y, { bulletRadius: 2, structParent: list, width });
      list.end();
      doc.x = margin;
    },
    space(lines = 1) {
      doc.moveDown(lines);
    },
    finish() {
      root.end();
      doc.end();
      // Nothing reads the stream while it is written, so every byte is still buffered: read them all.
      return (doc.read() as Buffer | null) ?? Buffer.alloc(0);
    },
  };
}
