import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15 §5: the import graph of apps/api/src (its source files; tests, their
 * `*.test-helpers.ts` and src/test/ sit above everything) has no cycle and no import from a
 * lower layer to a higher one. eslint.config.js's api-boundaries rule says the same file by
 * file, and keeps repositories private to their module.
 */

const srcRoot = dirname(fileURLToPath(import.meta.url));

/** Lowest first; anything else at the top of src/ (app.ts, server.ts, demo/ …) is above all. */
const layers: readonly (readonly string[])[] = [
  [
    'errors',
    'config.ts',
    'config-env.ts',
    'route-table.ts',
    'route-table',
    'public-route-table.ts',
  ],
  ['db', 'background'],
  ['plugins', 'gateways'],
  ['modules'],
];

/**
 * Cycles and module edges tolerated while being untangled: none today. Add one only with the
 * change that removes it planned.
 */
const knownFileCycles = new Set<string>([]);
const knownModuleEdges = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(srcRoot, 'test') ? [] : sourceFiles(path);
    const isTest = entry.name.endsWith('.test.ts') || entry.name.endsWith('.test-helpers.ts');
    return entry.name.endsWith('.ts') && !isTest ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^;]*?from\s+'(\.[^']*)'|import\(\s*'(\.[^']*)'\s*\)/g;

/** File (relative to src/) → the files of src/ it imports, type-only imports included. */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(srcRoot);
  const known = new Set(files.map((file) => relative(srcRoot, file)));
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => match[1] ?? match[2] ?? '')
        .map((specifier) =>
          relative(srcRoot, resolve(dirname(file), specifier)).replace(/\.js$/, '.ts'),
        )
        .filter((target) => known.has(target));
      return [relative(srcRoot, file), targets];
    }),
  );
}

function rankOf(file: string): number {
  const first = file.split('/')[0] ?? '';
  const rank = layers.findIndex((layer) => layer.includes(first));
  return rank === -1 ? layers.length : rank;
}

function moduleOf(file: string): string | null {
  const parts = file.split('/');
  return parts[0] === 'modules' && parts.length > 2 ? (parts[1] ?? null) : null;
}

/** Every cycle's members (strongly connected components of more than one node, or self-loops). */
function cyclesOf(graph: Map<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const members: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1 || graph.get(node)?.includes(node)) cycles.push(members.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the import graph of apps/api/src', () => {
  const graph = importGraph();

  it('reads the source files and their imports', () => {
    expect(graph.get('app.ts')).toContain('modules/catalog/catalog.module.ts');
    expect(graph.get('modules/catalog/catalog.service.ts')).toContain(
      'modules/audit/audit-trail.ts',
    );
  });

  it('has no import from a lower layer to a higher one', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => rankOf(target) > rankOf(file)).map((t) => `${file} → ${t}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no cycle between files', () => {
    const cycles = cyclesOf(graph)
      .map((members) => members.join(' → '))
      .filter((cycle) => !knownFileCycles.has(cycle));
    expect(cycles).toEqual([]);
  });

  it('has no cycle between modules', () => {
    const modules = new Map<string, string[]>();
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      for (const to of targets.map(moduleOf)) {
        if (!to || to === from || knownModuleEdges.has(`${from} → ${to}`)) continue;
        modules.set(from, [...new Set([...(modules.get(from) ?? []), to])]);
      }
    }
    expect(cyclesOf(modules).map((members) => members.join(' ⇄ '))).toEqual([]);
  });

  it('finds a cycle and an upward import when there are some', () => {
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(rankOf('db/client.ts')).toBeLessThan(rankOf('modules/auth/auth.service.ts'));
    expect(rankOf('modules/auth/auth.service.ts')).toBeLessThan(rankOf('demo/seed.ts'));
  });
});
