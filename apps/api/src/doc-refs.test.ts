import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs a newcomer follows stay true: every reference a comment makes into docs/ resolves
 * (scripts/doc-refs.mjs), and apps/api/README.md lists every module (scripts/module-table.mjs).
 */

interface Problem {
  file: string;
  line: number;
  text: string;
  reason: string;
}
interface Reference {
  kind: string;
  target: string;
}
interface DocRefs {
  checkReferences(options: { root: string }): Problem[];
  findReferences(text: string): Reference[];
  loadTargets(root: string): unknown;
  unresolvedReason(ref: Reference, targets: unknown): string | null;
  dropUnresolved(text: string, targets: unknown): { text: string; left: Reference[] };
  rewriteSpellings(text: string, file?: string): string;
}
interface ModuleTable {
  checkModuleTable(root: string): string[];
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const load = async <T>(script: string) =>
  (await import(pathToFileURL(join(root, 'scripts', script)).href)) as T;
const docRefs = await load<DocRefs>('doc-refs.mjs');
const moduleTable = await load<ModuleTable>('module-table.mjs');

// Built from parts, so this file reads as no reference itself.
const cite = (...parts: string[]) => parts.join(' ');

describe('references into docs/', () => {
  it('resolve, every one of them (node scripts/doc-refs.mjs --check)', () => {
    const problems = docRefs
      .checkReferences({ root })
      .map((p) => `${p.file}:${p.line}: ${p.text}: ${p.reason}`);
    expect(problems).toEqual([]);
  });

  it('are refused when they point at a section, issue part or decision that does not exist', () => {
    const targets = docRefs.loadTargets(root);
    const text = [
      cite('spec', '§99'),
      cite('architecture', '§42'),
      cite('issue', '1'),
      cite('issue', '14', '§99'),
      cite('decision', '999'),
    ].join('; ');
    const refs = docRefs.findReferences(text);
    expect(refs.map((ref) => `${ref.kind} ${ref.target}`)).toEqual([
      'spec 99',
      'architecture 42',
      'issue 1',
      'issue 14 §99',
      'decision 999',
    ]);
    for (const ref of refs) expect(docRefs.unresolvedReason(ref, targets)).not.toBeNull();
  });

  it('resolve when they name a real section, issue part or decision', () => {
    const targets = docRefs.loadTargets(root);
    const text = 'spec §2, §9; ARCHITECTURE §6; issue 14 §3, §4; decisions 005 and 010';
    const refs = docRefs.findReferences(text);
    expect(refs).toHaveLength(7);
    for (const ref of refs) expect(docRefs.unresolvedReason(ref, targets)).toBeNull();
  });

  it('--fix rewrites old spellings and drops a dangling reference standing alone', () => {
    expect(
      docRefs.rewriteSpellings(
        `// ${cite('ARCHITECTURE', '§3')} says so (${cite('ARCHITECTURE', '§6')}); docs/decisions/006-account-deletion.md`,
      ),
    ).toBe(
      `// ${cite('Architecture', '§3')} says so (${cite('architecture', '§6')}); decision 006`,
    );
    const targets = docRefs.loadTargets(root);
    const dropped = docRefs.dropUnresolved(
      `a rule (${cite('issue', '99')}) and another (${cite('spec', '§2')}, ${cite('issue', '98')}).`,
      targets,
    );
    expect(dropped.text).toBe(`a rule and another (${cite('spec', '§2')}).`);
    expect(dropped.left).toEqual([]);
  });
});

describe("apps/api/README.md's module table", () => {
  it('lists every module with a line, as node scripts/module-table.mjs writes it', () => {
    expect(moduleTable.checkModuleTable(root)).toEqual([]);
  });
});
