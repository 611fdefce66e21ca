// Writes the Inter font the web app ships, src/fonts/inter-pt-br-wght.woff2 (issue 18 §1): the
// Latin file of @fontsource-variable/inter (48 KB) cut to what the app draws with it, about half
// the size. The font is on a first screen's critical path (the shop's public page, sign-in), so
// every kilobyte counts against their largest paint on a phone's connection.
//   - Characters: Basic Latin and Latin-1 Supplement (all of pt-BR's letters, º ª § · ×, the
//     no-break space Intl puts in 'R$ 50,00'), and the dashes, quotes and signs of pt-BR
//     typography that the app's texts use (– — ‘ ’ “ ” • … ‹ › € −). Anything else (a name in
//     another script, an emoji) is drawn by a system font, as styles.css's unicode-range tells
//     the browser.
//   - Layout features: those browsers apply by default (kerning, ligatures, Inter's contextual
//     alternates such as the colon raised between digits in '09:00') and tabular figures
//     (`tabular-nums`). Stylistic sets, small caps, fractions and the like go.
//   - Weights: 400 to 700 of the variable axis, the design's normal, medium, semibold and bold.
// src/fonts/font-subset.test.ts fails when the app's texts use a character the font lacks, or
// styles.css declares another range or weights.
//   node apps/web/scripts/subset-font.mjs          rewrite the font
//   node apps/web/scripts/subset-font.mjs --check  exit 1 when the font differs from what this writes
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(webDir, 'src/fonts/inter-pt-br-wght.woff2');
const source = createRequire(join(webDir, 'package.json')).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/** Code point ranges, inclusive. styles.css's unicode-range lists them (the test checks). */
const RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2212, 0x2212], // −
];
const LAYOUT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'tnum',
];
const WEIGHTS = { min: 400, max: 700 };

const text = RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');

const font = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  keepFeatures: LAYOUT_FEATURES,
  variationAxes: { wght: WEIGHTS },
});
if (process.argv.includes('--check')) {
  const current = readFileSync(output);
  if (!current.equals(font)) {
    process.stderr.write(`${output} is out of date: run node apps/web/scripts/subset-font.mjs\n`);
    process.exit(1);
  }
} else {
  writeFileSync(output, font);
  process.stdout.write(`wrote ${output} (${font.length} bytes)\n`);
}
