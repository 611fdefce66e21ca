import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each of these tables has one writer (decisions 016 and 017; promo codes: issue 15): a module that needs another
// module's rows changed asks that module. This scan keeps it so.
const owners = {
  appointments: 'modules/appointments/appointments.repository.ts',
  payments: 'modules/payments/payments.repository.ts',
  promo_codes: 'modules/promo-codes/promo-codes.repository.ts',
  wallet_transactions: 'modules/wallet/wallet.repository.ts',
} as const;
type Table = keyof typeof owners;

/** How each table is named in code: its Drizzle schema object, and its SQL name. */
const names: Readonly<Record<Table, { drizzle: string; sql: string }>> = {
  appointments: { drizzle: 'appointments', sql: 'appointments' },
  payments: { drizzle: 'payments', sql: 'payments' },
  promo_codes: { drizzle: 'promoCodes', sql: 'promo_codes' },
  wallet_transactions: { drizzle: 'walletTransactions', sql: 'wallet_transactions' },
};

const root = fileURLToPath(new URL('.', import.meta.url));

/** Source files, without tests and test fixtures; the demo seed writes through the owners too. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [path];
  });
}

/** The code of a file without its comments, so prose that says "update payments" is not code. */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function writes(code: string, table: Table): boolean {
  const { drizzle, sql } = names[table];
  const orm = new RegExp(`\\.(insert|update|delete)\\(\\s*${drizzle}\\s*\\)`);
  const raw = new RegExp(
    `\\b(insert\\s+into|update|delete\\s+from)\\s+("?${sql}"?|\\$\\{\\s*${drizzle}\\s*\\})(\\s|$)`,
    'i',
  );
  return orm.test(code) || raw.test(code);
}

function writersOf(table: Table): string[] {
  return sourceFiles(root)
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((file) => writes(codeOf(readFileSync(join(root, file), 'utf8')), table))
    .sort();
}

describe('table writers', () => {
  for (const table of Object.keys(owners) as Table[]) {
    it(`has exactly one file that writes ${table}: ${owners[table]}`, () => {
      expect(writersOf(table)).toEqual([owners[table]]);
    });
  }

  it('recognises Drizzle and raw SQL writes, not reads or prose', () => {
    expect(writes('db.update(payments).set({})', 'payments')).toBe(true);
    expect(writes('tx.insert(walletTransactions).values(row)', 'wallet_transactions')).toBe(true);
    expect(writes('sql`update appointments a set notes = null`', 'appointments')).toBe(true);
    expect(writes('sql`delete from ${payments} where`', 'payments')).toBe(true);
    expect(writes('db.select().from(payments)', 'payments')).toBe(false);
    expect(writes('db.update(paymentEvents)', 'payments')).toBe(false);
    expect(writes('sql`update promo_codes p set times_used = 0`', 'promo_codes')).toBe(true);
    expect(writes('tx.delete(promoCodes).where(x)', 'promo_codes')).toBe(true);
    expect(writes(codeOf('// the sweep may update payments\nconst a = 1;'), 'payments')).toBe(
      false,
    );
  });
});
