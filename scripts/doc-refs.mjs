// Comments cite the docs by short references; this keeps every one of them pointing at something.
//
//   spec §N             docs/product-spec.md, a numbered heading
//   architecture §N     docs/architecture.md, a numbered heading
//   issue N, issue N §M docs/issues.md, the entry "## Issue N — title" and its bold **§M** parts
//   decision NNN        docs/decisions/NNN-*.md, or a row of docs/decisions/README.md
//
// node scripts/doc-refs.mjs --check           lists references that resolve to nothing; exit 1
// node scripts/doc-refs.mjs --check --strict  also lists old spellings (ARCHITECTURE §N,
//                                             docs/decisions/NNN-….md) that --fix would rewrite
// node scripts/doc-refs.mjs --fix             rewrites old spellings to the conventions and drops
//                                             unresolved references that stand alone in
//                                             parentheses; prints what it could not drop
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|sql|css|html|md)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'meta',
  '.vite',
]);
// This script and its test name the patterns they look for.
const SKIPPED_FILES = /(^|\/)doc-refs(\.test)?\.(mjs|ts)$/;

const SECTION = String.raw`\d+(?:\.\d+)*(?:\s?[–-]\s?§?\d+)?`;
// "§4", "§4, §5", "§3 and §4", "§3–4": the sections cited after one document or issue.
const SECTIONS = String.raw`§\s?${SECTION}(?:\s*(?:,|and|e|or)\s*§\s?${SECTION})*`;

const PATTERNS = [
  {
    kind: 'spec',
    regex: new RegExp(
      String.raw`\b(?:product[- ])?spec(?:ification)?(?:'s)?(?:\.md)?\s+(${SECTIONS})`,
      'gi',
    ),
  },
  {
    kind: 'architecture',
    regex: new RegExp(String.raw`\barchitecture(?:\.md)?(?:'s)?\s+(${SECTIONS})`, 'gi'),
  },
  {
    kind: 'issue',
    regex: new RegExp(String.raw`\bissues?\s+#?(\d+)(?:\s+(${SECTIONS}))?`, 'gi'),
  },
  {
    kind: 'decision',
    regex:
      /\bdecisions?\s+\d{3}(?:(?:\s*,\s*|\s+and\s+)\d{3})*\b|\bdocs\/decisions\/\d{3}(?:-[\w-]+)?(?:\.md)?/gi,
  },
];

/** The sections a citation names, a range ("§3–4") counted as each of its numbers. */
const sectionsOf = (text) =>
  [...text.matchAll(new RegExp(`§\\s?(${SECTION})`, 'g'))].flatMap((m) => {
    const range = /^(\d+)\s?[–-]\s?§?(\d+)$/.exec(m[1]);
    if (!range) return [m[1]];
    const [from, to] = [Number(range[1]), Number(range[2])];
    return to >= from && to - from < 20
      ? Array.from({ length: to - from + 1 }, (_, i) => String(from + i))
      : [range[1], range[2]];
  });

/** Every reference in `text`, one per cited section, with its line number. */
export function findReferences(text) {
  const refs = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (index) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  for (const { kind, regex } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const base = { kind, text: match[0], index: match.index, line: lineOf(match.index) };
      if (kind === 'spec' || kind === 'architecture') {
        for (const section of sectionsOf(match[1])) refs.push({ ...base, target: section });
      } else if (kind === 'issue') {
        const sections = match[2] ? sectionsOf(match[2]) : [];
        if (sections.length === 0) refs.push({ ...base, target: match[1] });
        for (const section of sections) refs.push({ ...base, target: `${match[1]} §${section}` });
      } else {
        const path = match[0].includes('/');
        const numbers = path ? [/\d{3}/.exec(match[0])[0]] : match[0].match(/\d{3}/g);
        for (const number of numbers) refs.push({ ...base, target: number, path });
      }
    }
  }
  return refs.sort((a, b) => a.index - b.index);
}

function numberedHeadings(file) {
  const found = new Set();
  if (!existsSync(file)) return found;
  for (const m of readFileSync(file, 'utf8').matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)) {
    found.add(m[1]);
  }
  return found;
}

function issueEntries(file) {
  const entries = new Map();
  if (!existsSync(file)) return entries;
  const text = readFileSync(file, 'utf8');
  const headings = [...text.matchAll(/^## Issue (\d+)(.*)$/gm)];
  headings.forEach((heading, i) => {
    const end = i + 1 < headings.length ? headings[i + 1].index : text.length;
    const block = text.slice(heading.index, end);
    // An entry without a title ("## Issue 11") only says the tracker has no such issue.
    if (!/\S/.test(heading[2].replace(/^\s*—\s*/, ''))) return;
    entries.set(
      heading[1],
      new Set([...block.matchAll(/\*\*§(\d+(?:\.\d+)*)\b/g)].map((m) => m[1])),
    );
  });
  return entries;
}

function decisionNumbers(dir) {
  const found = new Map();
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    const m = /^(\d{3})-.*\.md$/.exec(name);
    if (m) found.set(m[1], name);
  }
  const index = join(dir, 'README.md');
  if (existsSync(index)) {
    for (const m of readFileSync(index, 'utf8').matchAll(/^\|\s*(\d{3})\s*\|/gm)) {
      if (!found.has(m[1])) found.set(m[1], null);
    }
  }
  return found;
}

/** What the docs under `root` offer to be cited. */
export function loadTargets(root = ROOT) {
  return {
    spec: numberedHeadings(join(root, 'docs/product-spec.md')),
    architecture: numberedHeadings(join(root, 'docs/architecture.md')),
    issues: issueEntries(join(root, 'docs/issues.md')),
    decisions: decisionNumbers(join(root, 'docs/decisions')),
  };
}

/** Why `ref` resolves to nothing, or null when it resolves. */
export function unresolvedReason(ref, targets) {
  switch (ref.kind) {
    case 'spec':
      return targets.spec.has(ref.target)
        ? null
        : `docs/product-spec.md has no section ${ref.target}`;
    case 'architecture':
      return targets.architecture.has(ref.target)
        ? null
        : `docs/architecture.md has no section ${ref.target}`;
    case 'issue': {
      const [number, section] = ref.target.split(' §');
      const entry = targets.issues.get(number);
      if (!entry) return `docs/issues.md has no entry for issue ${number}`;
      if (section && !entry.has(section))
        return `issue ${number} has no part §${section} in docs/issues.md`;
      return null;
    }
    case 'decision': {
      if (!targets.decisions.has(ref.target)) return `docs/decisions has no decision ${ref.target}`;
      const file = targets.decisions.get(ref.target);
      const named = /docs\/decisions\/(\d{3}-[\w-]+\.md)/.exec(ref.text)?.[1];
      if (named && file !== named) return `docs/decisions/${named} does not exist`;
      return null;
    }
    default:
      return `unknown reference kind ${ref.kind}`;
  }
}

/** Old spellings that --fix rewrites: `ARCHITECTURE §N`, `product-spec.md §N`, decision paths. */
export function isOldSpelling(ref, file = '') {
  // A README may name the docs by their paths; source comments use the short forms.
  const markdown = file.endsWith('.md');
  if (ref.kind === 'architecture') {
    return /ARCHITECTURE/.test(ref.text) || (!markdown && /\.md/.test(ref.text));
  }
  if (ref.kind === 'spec') return !markdown && /product|\.md|specification/i.test(ref.text);
  if (ref.kind === 'decision') return ref.path && !markdown;
  return false;
}

/** Committed migrations are history: their references are checked, their words never rewritten. */
const isHistory = (file) => /(^|\/)drizzle\/.*\.sql$/.test(file);

/** The source files the references live in, relative to `root`. */
export function sourceFiles(root = ROOT) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.') || SKIPPED_DIRS.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (EXTENSIONS.test(name)) {
        const rel = relative(root, path).split('\\').join('/');
        if (!SKIPPED_FILES.test(rel)) files.push(rel);
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir));
  return files.sort();
}

/**
 * Every reference in the source that resolves to nothing (and, with `strict`, every old
 * spelling): `{ file, line, text, reason }`.
 */
export function checkReferences({ root = ROOT, strict = false } = {}) {
  const targets = loadTargets(root);
  const problems = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const ref of findReferences(text)) {
      const reason = unresolvedReason(ref, targets);
      if (reason) problems.push({ file, line: ref.line, text: ref.text, reason });
      else if (strict && !isHistory(file) && isOldSpelling(ref, file)) {
        problems.push({ file, line: ref.line, text: ref.text, reason: 'old spelling (--fix)' });
      }
    }
  }
  return problems;
}

/** The text with old spellings rewritten to the conventions. */
export function rewriteSpellings(text, file = '') {
  const spelled = text
    .replace(
      /\bARCHITECTURE(?:\.md)?(?:'s)?(\s+§)/g,
      (_, rest, offset, whole) =>
        (startsSentence(whole, offset) ? 'Architecture' : 'architecture') + rest,
    )
    .replace(/\b(?:product-spec(?:\.md)?|specification)(\s+§)/gi, (match, rest, offset, whole) =>
      file.endsWith('.md') ? match : (startsSentence(whole, offset) ? 'Spec' : 'spec') + rest,
    );
  return file.endsWith('.md')
    ? spelled
    : spelled
        .replace(/\bdocs\/decisions\/(\d{3})(?:-[\w-]+)?(?:\.md)?/g, 'decision $1')
        .replace(/\bdecision(\s+\d{3}(?:\s*,\s*\d{3})*\s+and\s+\d{3})\b/g, 'decisions$1');
}

function startsSentence(text, offset) {
  const before = text.slice(Math.max(0, offset - 12), offset);
  return /(^|[.!?]\s+|\/\/\s*|\/\*\*?\s*|^\s*\*\s*|\n\s*\*\s*|\n\s*)$/.test(before);
}

/**
 * Drops unresolved references where that is safe: alone in parentheses ("(issue 99)") or one of
 * a parenthesised list ("(spec §2, issue 99)"). Returns the new text and what is left.
 */
export function dropUnresolved(text, targets) {
  const left = [];
  let out = text;
  // One citation may name several sections ("issue 14 §4, §9"): drop it only if none resolves.
  const all = findReferences(text);
  const resolvedAt = new Set(
    all.filter((ref) => !unresolvedReason(ref, targets)).map((r) => r.index),
  );
  const refs = all
    .filter((ref) => !resolvedAt.has(ref.index))
    .filter((ref, i, list) => i === 0 || list[i - 1].index !== ref.index);
  // Right to left, so earlier indexes stay valid.
  for (const ref of refs.reverse()) {
    const start = ref.index;
    const end = start + ref.text.length;
    const open = out.lastIndexOf('(', start);
    const close = out.indexOf(')', end);
    const inner = open >= 0 && close >= 0 ? out.slice(open + 1, close) : null;
    if (inner !== null && !inner.includes('(') && !inner.includes(')')) {
      const from = start - open - 1;
      const to = end - open - 1;
      const head = inner.slice(0, from);
      const tail = inner.slice(to);
      if (/^\s*(see\s+)?$/i.test(head) && /^\s*$/.test(tail)) {
        const spaceBefore = /\s$/.test(out.slice(0, open)) ? 1 : 0;
        out = out.slice(0, open - spaceBefore) + out.slice(close + 1);
        continue;
      }
      if (/^\s*[,;]/.test(tail) || /[,;]\s*$/.test(head)) {
        const newInner = /[,;]\s*$/.test(head)
          ? head.replace(/[,;]\s*$/, '') + tail
          : head + tail.replace(/^\s*[,;]\s*/, '');
        out = out.slice(0, open + 1) + newInner + out.slice(close);
        continue;
      }
    }
    left.push(ref);
  }
  const partial = all.filter((ref) => resolvedAt.has(ref.index) && unresolvedReason(ref, targets));
  return { text: out, left: [...left.reverse(), ...partial] };
}

/** Rewrites the source under `root`; returns the files changed and the references left. */
export function fixReferences({ root = ROOT } = {}) {
  const targets = loadTargets(root);
  const changed = [];
  const left = [];
  for (const file of sourceFiles(root)) {
    if (isHistory(file)) continue;
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    const rewritten = rewriteSpellings(before, file);
    const { text, left: remaining } = dropUnresolved(rewritten, targets);
    for (const ref of remaining)
      left.push({ file, line: ref.line, text: ref.text, reason: unresolvedReason(ref, targets) });
    if (text !== before) {
      writeFileSync(path, text);
      changed.push(file);
    }
  }
  return { changed, left };
}

function main(argv) {
  const strict = argv.includes('--strict');
  if (argv.includes('--fix')) {
    const { changed, left } = fixReferences();
    for (const file of changed) process.stdout.write(`rewrote ${file}\n`);
    for (const p of left)
      process.stdout.write(`${p.file}:${p.line}: ${p.text}: ${p.reason} (edit by hand)\n`);
    process.stdout.write(`${changed.length} files rewritten, ${left.length} references left\n`);
    process.exit(left.length > 0 ? 1 : 0);
  }
  if (argv.includes('--check')) {
    const problems = checkReferences({ strict });
    for (const p of problems) process.stdout.write(`${p.file}:${p.line}: ${p.text}: ${p.reason}\n`);
    process.stdout.write(
      problems.length === 0
        ? 'every reference resolves\n'
        : `${problems.length} references to fix\n`,
    );
    process.exit(problems.length > 0 ? 1 : 0);
  }
  process.stderr.write('usage: node scripts/doc-refs.mjs --check [--strict] | --fix\n');
  process.exit(2);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  main(process.argv.slice(2));
