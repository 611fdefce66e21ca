// The module table of apps/api/README.md, between <!-- modules:start --> and <!-- modules:end -->,
// made from the folders under apps/api/src/modules. Each row's description is the first sentence
// of the doc comment on the module's exported service class (<name>.service.ts), else the entry of
// FALLBACK below, else the doc comment on its exported routes (<name>.routes.ts) or composition
// function (<name>.module.ts).
//
// node scripts/module-table.mjs          rewrites the table
// node scripts/module-table.mjs --check  exit 1 when the table is stale or a module has no line
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = 'apps/api/src/modules';
const README = 'apps/api/README.md';
const START = '<!-- modules:start -->';
const END = '<!-- modules:end -->';

/** For modules whose service class has no describing doc comment. */
const FALLBACK = {
  appointments:
    'Bookings and their lifecycle: the only writer of appointment rows and of their state transitions.',
  auth: 'Sign-up, sign-in, sessions and refresh tokens, passwords, Google sign-in, and who the caller is.',
  audit: 'The audit log: who changed what in a shop, and when, with the row before and after.',
  barbershops:
    'What other modules ask of a shop: its fee table and which shop a member of staff manages.',
  catalog: "The shop's services: prices, promotions, durations, icons.",
  health: '`GET /api/health`: the database answers, or 503.',
  'promo-codes': 'Promo codes: validated by the server, with use limits.',
  'sandbox-bank':
    "The sandbox gateway's hosted checkout, bank-app pages and card tokenizer; registered only with the sandbox.",
};

function docBefore(source, declaration) {
  const match = new RegExp(String.raw`/\*\*((?:(?!\*/)[\s\S])*?)\*/\s*` + declaration).exec(source);
  if (!match) return null;
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim();
}

/** The first sentence, without the parenthesised references that point into docs/. */
export function firstSentence(doc) {
  const withoutRefs = doc
    .replace(
      /\s*\((?:[^()]*\b(?:spec|architecture|issues?|decisions?)\s+[§#\d][^()]*|[^()]*docs\/[^()]*)\)/gi,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  let sentence = cutAt(withoutRefs, '.');
  // A table cell is one line: a long sentence keeps what comes before its first ';' or ':'.
  if (sentence.length > 120) sentence = cutAt(sentence, ';');
  if (sentence.length > 120) sentence = cutAt(sentence, ':');
  sentence = sentence.replace(/[.;:,]$/, '');
  return `${sentence}.`;
}

/** `text` up to its first `mark` outside parentheses that ends a clause. */
function cutAt(text, mark) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === mark && depth === 0 && (i === text.length - 1 || text[i + 1] === ' ')) {
      return text.slice(0, i + 1);
    }
  }
  return text;
}

/** `[{ name, description }]` for every module folder under `root`. */
export function describeModules(root = ROOT) {
  const dir = join(root, MODULES);
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
    .map((name) => {
      const read = (file) =>
        existsSync(join(dir, name, file)) ? readFileSync(join(dir, name, file), 'utf8') : '';
      const serviceDoc = docBefore(
        read(`${name}.service.ts`),
        String.raw`export\s+class\s+\w+Service\b`,
      );
      // A routes or composition comment tends to describe its routes or wiring, not the module:
      // the map's line comes first.
      const otherDoc =
        docBefore(
          read(`${name}.routes.ts`),
          String.raw`export\s+(?:const\s+\w+Routes\b|(?:async\s+)?function\s+\w+Routes\b)`,
        ) ??
        docBefore(
          read(`${name}.module.ts`),
          String.raw`export\s+(?:const|(?:async\s+)?function)\s+build\w*Module\b`,
        );
      const description = serviceDoc
        ? firstSentence(serviceDoc)
        : (FALLBACK[name] ?? (otherDoc ? firstSentence(otherDoc) : null));
      return { name, description };
    });
}

export function renderModuleTable(root = ROOT) {
  const rows = describeModules(root).map(
    ({ name, description }) =>
      `| [${name}](src/modules/${name}/) | ${(description ?? '').replace(/\|/g, '\\|')} |`,
  );
  return [
    START,
    "<!-- Made by `node scripts/module-table.mjs` from each module's doc comment; do not edit by hand. -->",
    '',
    '| Module | What it holds |',
    '| --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n');
}

function splitReadme(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README} has no ${START} … ${END} markers`);
  return {
    before: text.slice(0, start),
    current: text.slice(start, end + END.length),
    after: text.slice(end + END.length),
  };
}

/** Problems with the README's table: stale, or a module without a description. */
export function checkModuleTable(root = ROOT) {
  const problems = describeModules(root)
    .filter((m) => !m.description)
    .map(
      (m) =>
        `module ${m.name} has no description: give its service class a doc comment or add it to FALLBACK in scripts/module-table.mjs`,
    );
  const { current } = splitReadme(readFileSync(join(root, README), 'utf8'));
  if (current !== renderModuleTable(root)) {
    problems.push(`${README}: the module table is stale; run node scripts/module-table.mjs`);
  }
  return problems;
}

export function writeModuleTable(root = ROOT) {
  const path = join(root, README);
  const { before, after } = splitReadme(readFileSync(path, 'utf8'));
  writeFileSync(path, before + renderModuleTable(root) + after);
}

function main(argv) {
  if (argv.includes('--check')) {
    const problems = checkModuleTable();
    for (const problem of problems) process.stdout.write(`${problem}\n`);
    if (problems.length === 0) process.stdout.write('the module table is up to date\n');
    process.exit(problems.length > 0 ? 1 : 0);
  }
  writeModuleTable();
  const missing = describeModules().filter((m) => !m.description);
  for (const m of missing) process.stdout.write(`module ${m.name} has no description\n`);
  process.stdout.write(`wrote the module table of ${README}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  main(process.argv.slice(2));
