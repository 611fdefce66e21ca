import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatBRL } from '@navalha/core/domain/money';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';

// The Inter the app ships is cut to pt-BR (scripts/subset-font.mjs, issue 18 §1). These tests
// read the shipped file itself: a character the app's texts use and the font lacks would be drawn
// in another font, in the middle of a word.

const webSrc = resolve(import.meta.dirname, '..');
const coreSrc = resolve(webSrc, '../../../packages/core/src');
const fontFile = resolve(import.meta.dirname, 'inter-pt-br-wght.woff2');
const stylesheet = readFileSync(resolve(webSrc, 'styles.css'), 'utf8');

/** The tables of a TrueType/OpenType font, by tag. */
function tables(font: DataView) {
  const byTag = new Map<string, DataView>();
  const tag = (offset: number) =>
    String.fromCharCode(...[0, 1, 2, 3].map((index) => font.getUint8(offset + index)));
  for (let index = 0; index < font.getUint16(4); index += 1) {
    const record = 12 + index * 16;
    const start = font.byteOffset + font.getUint32(record + 8);
    byTag.set(tag(record), new DataView(font.buffer, start, font.getUint32(record + 12)));
  }
  return { byTag, tag };
}

/** The code points `cmap`'s Unicode subtable maps to a glyph (formats 4 and 12). */
function mappedCharacters(cmap: DataView): Set<number> {
  const characters = new Set<number>();
  for (let index = 0; index < cmap.getUint16(2); index += 1) {
    const platform = cmap.getUint16(4 + index * 8);
    if (platform !== 0 && platform !== 3) continue;
    const table = new DataView(cmap.buffer, cmap.byteOffset + cmap.getUint32(8 + index * 8));
    const format = table.getUint16(0);
    if (format === 12) {
      for (let group = 0; group < table.getUint32(12); group += 1) {
        const first = table.getUint32(16 + group * 12);
        const last = table.getUint32(20 + group * 12);
        for (let point = first; point <= last; point += 1) characters.add(point);
      }
    } else if (format === 4) {
      const segments = table.getUint16(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const first = table.getUint16(starts + segment * 2);
        const last = table.getUint16(ends + segment * 2);
        const delta = table.getUint16(deltas + segment * 2);
        const rangeOffset = table.getUint16(rangeOffsets + segment * 2);
        for (let point = first; point <= last && point !== 0xffff; point += 1) {
          const at = rangeOffsets + segment * 2 + rangeOffset + (point - first) * 2;
          const glyph = rangeOffset === 0 ? point : table.getUint16(at);
          if (glyph !== 0 && (glyph + delta) % 0x10000 !== 0) characters.add(point);
        }
      }
    }
  }
  return characters;
}

/** The shipped font's characters, weight axis and layout features, read from its tables. */
async function shippedFont() {
  const bytes = await decompress(new Uint8Array(readFileSync(fontFile)));
  const { byTag, tag } = tables(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const table = (name: string) => {
    const found = byTag.get(name);
    if (!found) throw new Error(`the font has no ${name} table`);
    return found;
  };
  const fvar = table('fvar');
  const axes = new Map<string, { min: number; max: number }>();
  for (let index = 0; index < fvar.getUint16(8); index += 1) {
    const axis = fvar.getUint16(4) + index * fvar.getUint16(10);
    axes.set(tag(fvar.byteOffset - bytes.byteOffset + axis), {
      min: fvar.getInt32(axis + 4) / 0x10000,
      max: fvar.getInt32(axis + 12) / 0x10000,
    });
  }
  const features = new Set<string>();
  for (const name of ['GSUB', 'GPOS']) {
    const layout = table(name);
    const list = layout.getUint16(6);
    for (let index = 0; index < layout.getUint16(list); index += 1) {
      features.add(tag(layout.byteOffset - bytes.byteOffset + list + 2 + index * 6));
    }
  }
  return { characters: mappedCharacters(table('cmap')), axes, features };
}

/** The app's source files, without tests and type declarations. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of every string, template and JSX text in `path`: what the app may show, no comment. */
function textsOf(path: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    kind,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return texts;
}

/** What the app's pt-BR formats write: Intl puts a no-break space in 'R$ 50,00'. */
const formatted = [
  formatBRL(-123456),
  new Intl.NumberFormat('pt-BR').format(1234567.5),
  new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 }).format(0.0842),
  ...Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2026, month, 1 + month * 2, 9, 30)),
  ),
];

/** 'U+0020-007E, U+00A0, …' for a set of code points, as a unicode-range lists them. */
function unicodeRange(codePoints: Iterable<number>): string {
  const ranges: [number, number][] = [];
  for (const point of [...codePoints].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

describe('the Inter font the app ships', () => {
  // Pictographs (an emoji in a shop's name) are the system's; control and format characters
  // (the byte order mark of the CSV export) are not drawn.
  it('draws every character of the app’s texts and formats', async () => {
    const { characters } = await shippedFont();
    const files = [...sourceFiles(webSrc), ...sourceFiles(coreSrc)];
    const used = new Map<string, string>();
    for (const [text, where] of [
      ...files.flatMap((path) => textsOf(path).map((text) => [text, path] as const)),
      ...formatted.map((text) => [text, 'Intl pt-BR'] as const),
    ]) {
      for (const character of text) {
        if (!used.has(character)) used.set(character, where);
      }
    }
    // The texts are there at all: pt-BR's letters, and the app's own typography.
    for (const character of ['ç', 'ã', 'é', 'õ', 'ê', 'º', '–', '…', '“', '\u00a0']) {
      expect(used.has(character), character).toBe(true);
    }
    const missing = [...used]
      .filter(([character]) => !/\p{Extended_Pictographic}|\p{Cc}|\p{Cf}/u.test(character))
      .filter(([character]) => !characters.has(character.codePointAt(0) ?? 0))
      .map(
        ([character, where]) =>
          `${character} (U+${character.codePointAt(0)?.toString(16)}) in ${where}`,
      );
    expect(missing, 'add them to RANGES in scripts/subset-font.mjs and run it').toEqual([]);
  });

  it('is declared in styles.css for exactly its characters and its weights', async () => {
    const { characters, axes } = await shippedFont();
    const face = /@font-face\s*{([^}]*)}/.exec(stylesheet)?.[1] ?? '';
    const declared = /unicode-range:([^;]*);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(declared).toBe(unicodeRange(characters));
    expect(face).toContain("url('./fonts/inter-pt-br-wght.woff2')");
    expect(face).toMatch(/font-weight: 400 700;/);
    expect(axes.get('wght')).toEqual({ min: 400, max: 700 });
  });

  it('keeps the weights, figures and kerning the design uses', async () => {
    const { axes, features } = await shippedFont();
    // font-normal, -medium, -semibold and -bold; nothing lighter or heavier is used.
    const weights = new Set(
      [...sourceFiles(webSrc)].flatMap((path) =>
        [
          ...readFileSync(path, 'utf8').matchAll(
            /\bfont-(thin|extralight|light|extrabold|black)\b/g,
          ),
        ].map((match) => `${match[0]} in ${path}`),
      ),
    );
    expect([...weights]).toEqual([]);
    expect(axes.get('wght')?.min).toBeLessThanOrEqual(400);
    expect(axes.get('wght')?.max).toBeGreaterThanOrEqual(700);
    // Kerning, Inter's contextual alternates (the colon raised in '09:00') and `tabular-nums`.
    for (const feature of ['kern', 'calt', 'tnum'])
      expect(features.has(feature), feature).toBe(true);
  });
});
