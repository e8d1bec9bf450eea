// The text of each page of a PDF printed by Chromium (page.pdf()), so a test
// can check what landed on which page. Not a general PDF reader: it reads
// what Chromium's PDF writer (Skia) emits — plain indirect objects, a /Pages
// tree, Flate-compressed content streams, Type0 fonts whose /ToUnicode CMap
// maps 2-byte glyph codes shown with Tj/TJ — and throws on anything else
// rather than guess. Text comes back in drawing order, one line per BT…ET
// block; spacing is whatever glyphs the page drew, so compare with
// whitespace removed (`squeeze`).
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) throw new Error(`object ${match[1]} has no endobj`);
    const body = text.slice(start, end);
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
    } else {
      const dict = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      if (!Number.isFinite(length)) throw new Error(`stream ${match[1]} has no direct /Length`);
      const dataStart = start + streamAt + body.slice(streamAt).indexOf('\n') + 1;
      const raw = pdf.subarray(dataStart, dataStart + length);
      const stream = /\/Filter \/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
      objects.set(Number(match[1]), { dict, stream });
    }
    header.lastIndex = end;
  }
  return objects;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

function utf16(hex: string): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

/** Glyph code (4 hex digits) → text, from a /ToUnicode CMap. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(code.toUpperCase(), utf16(text));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const range = /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[([^\]]*)\])/g;
    for (const [, lo, hi, first, list] of block[1].matchAll(range)) {
      const from = parseInt(lo, 16);
      const to = parseInt(hi, 16);
      const targets = list ? [...list.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => m[1]) : [];
      for (let code = from; code <= to; code++) {
        const key = code.toString(16).toUpperCase().padStart(lo.length, '0');
        if (list) map.set(key, utf16(targets[code - from] ?? ''));
        else {
          const base = parseInt(first!.slice(-4), 16) + (code - from);
          map.set(key, utf16(first!.slice(0, -4)) + String.fromCharCode(base));
        }
      }
    }
  }
  return map;
}

function pageTree(objects: Map<number, PdfObject>, id: number): number[] {
  const dict = objects.get(id)?.dict ?? '';
  if (/\/Type \/Pages\b/.test(dict)) {
    const kids = /\/Kids \[([^\]]*)\]/.exec(dict)?.[1] ?? '';
    return refs(kids).flatMap((kid) => pageTree(objects, kid));
  }
  if (/\/Type \/Page\b/.test(dict)) return [id];
  throw new Error(`object ${id} is neither /Pages nor /Page`);
}

function pageText(objects: Map<number, PdfObject>, page: PdfObject): string {
  const fonts = new Map<string, Map<string, string>>();
  const fontDict = /\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
  for (const [, name, id] of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(id))?.dict ?? '')?.[1];
    const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : undefined;
    if (!cmap) throw new Error(`font ${name} has no /ToUnicode map`);
    fonts.set(name, readCMap(cmap.toString('latin1')));
  }
  const contentsRef = /\/Contents (\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '';
  const content = refs(contentsRef)
    .map((id) => objects.get(id)?.stream?.toString('latin1') ?? '')
    .join('\n');
  let font: Map<string, string> | undefined;
  let out = '';
  const tokens = /\/(\S+) [-\d.]+ Tf|<([0-9A-Fa-f]*)>|\bET\b/g;
  for (const [token, fontName, hex] of content.matchAll(tokens)) {
    if (fontName !== undefined) font = fonts.get(fontName);
    else if (hex !== undefined) {
      if (!font) throw new Error('text shown before a font was set');
      for (let i = 0; i + 4 <= hex.length; i += 4)
        out += font.get(hex.slice(i, i + 4).toUpperCase()) ?? '\uFFFD';
    } else if (token === 'ET') out += '\n';
  }
  return out;
}

/** The text of every page, in page order. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const catalog = [...objects.values()].find((o) => /\/Type \/Catalog\b/.test(o.dict));
  const root = catalog && /\/Pages (\d+) 0 R/.exec(catalog.dict)?.[1];
  if (!root) throw new Error('no /Catalog with /Pages');
  return pageTree(objects, Number(root)).map((id) => pageText(objects, objects.get(id)!));
}

/** Text without whitespace, to find a phrase whatever the line breaks. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}
