import { inflateSync } from 'node:zlib';

/*
 * A small reader for the PDFs the product writes (pdfkit: plain objects, Flate content streams):
 * enough to check a tagged PDF's catalog (/Lang, /MarkInfo, /StructTreeRoot), its structure tree in
 * reading order, and the text drawn on its pages.
 */

export interface StructNode {
  type: string;
  children: StructNode[];
}

function objectsOf(pdf: Buffer): Map<number, string> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g))
    objects.set(Number(match[1]), match[2]);
  return objects;
}

const refsIn = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** The dictionary part of an object (before any stream). */
const dictOf = (object: string) => object.split(/\bstream\r?\n/)[0];

/** The value of a key in a dictionary: a name, a string, a reference or an array, as written. */
function entry(dict: string, key: string): string | null {
  const at = new RegExp(`/${key}\\s*(\\[[^\\]]*\\]|\\([^)]*\\)|\\d+ 0 R|/\\w+|<<[\\s\\S]*?>>)`).exec(dict);
  return at ? at[1] : null;
}

export function readPdf(pdf: Buffer) {
  const objects = objectsOf(pdf);
  const catalogId = [...objects].find(([, o]) => /\/Type\s*\/Catalog/.test(dictOf(o)))?.[0];
  if (catalogId == null) throw new Error('no catalog');
  const catalog = dictOf(objects.get(catalogId)!);
  /** An entry, with a reference followed to the object it names. */
  const resolved = (dict: string, key: string) => {
    const value = entry(dict, key);
    return value && /^\d+ 0 R$/.test(value) ? dictOf(objects.get(refsIn(value)[0]) ?? '') : value;
  };

  function node(id: number): StructNode {
    const dict = dictOf(objects.get(id) ?? '');
    const kids = entry(dict, 'K');
    const children = kids
      ? refsIn(kids)
          .filter((ref) => /\/S\s*\//.test(dictOf(objects.get(ref) ?? '')))
          .map(node)
      : [];
    return { type: entry(dict, 'S')?.slice(1) ?? '?', children };
  }

  const rootRef = entry(catalog, 'StructTreeRoot');
  const rootDict = rootRef ? dictOf(objects.get(refsIn(rootRef)[0]) ?? '') : null;
  const structure = rootDict ? refsIn(entry(rootDict, 'K') ?? '').map(node) : [];

  const inflated = (id: number) => {
    const o = objects.get(id) ?? '';
    const opening = /\bstream\r?\n/.exec(o);
    if (!opening) return '';
    const bytes = Buffer.from(
      o.slice(opening.index + opening[0].length, o.lastIndexOf('endstream')),
      'latin1',
    );
    return /\/FlateDecode/.test(dictOf(o)) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
  };
  const pagesDict = [...objects.values()].map(dictOf).find((d) => /\/Type\s*\/Pages\b/.test(d)) ?? '';
  const pageIds = refsIn(entry(pagesDict, 'Kids') ?? '');

  /** Each piece of text drawn, with its page (from 1), its structure tag and where its line starts. */
  const items = pageIds.flatMap((pageId, index) => {
    const content = refsIn(entry(dictOf(objects.get(pageId) ?? ''), 'Contents') ?? '')
      .map(inflated)
      .join('\n');
    const drawn: { page: number; tag: string; x: number; y: number; text: string }[] = [];
    let tag = '';
    let x = 0;
    let y = 0;
    for (const op of content.matchAll(/\/(\w+) <<[^>]*>> BDC|([\d.-]+) ([\d.-]+) Tm|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) tag = op[1];
      else if (op[2]) [x, y] = [Number(op[2]), Number(op[3])];
      else {
        const text = [...op[4].matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1], 'hex').toString('latin1'))
          .join('');
        drawn.push({ page: index + 1, tag, x, y, text });
      }
    }
    return drawn;
  });

  return {
    lang: entry(catalog, 'Lang')?.slice(1, -1) ?? null,
    marked: /\/Marked\s+true/.test(resolved(catalog, 'MarkInfo') ?? ''),
    displayTitle: /\/DisplayDocTitle\s+true/.test(resolved(catalog, 'ViewerPreferences') ?? ''),
    pages: pageIds.length,
    structure,
    items,
    /** All the text, a line per piece drawn. */
    text: items.map((item) => item.text).join('\n'),
  };
}

/** The structure's element types, depth first (the reading order). */
export function structTypes(nodes: StructNode[]): string[] {
  return nodes.flatMap((n) => [n.type, ...structTypes(n.children)]);
}
