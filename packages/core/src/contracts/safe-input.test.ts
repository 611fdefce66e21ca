import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { findUnsafeInput, safeInputMessages, safeInputSchema } from './safe-input.js';

describe('findUnsafeInput', () => {
  it('finds a NUL character in a string or a key, at its path', () => {
    expect(findUnsafeInput({ search: 'a\u0000b' })).toEqual({
      path: ['search'],
      message: safeInputMessages.nulCharacter,
    });
    expect(findUnsafeInput({ items: [{ ok: 'x' }, { name: ['y', '\u0000'] }] })).toEqual({
      path: ['items', 1, 'name', 1],
      message: safeInputMessages.nulCharacter,
    });
    expect(findUnsafeInput({ ['a\u0000']: 1 })).toEqual({
      path: [],
      message: safeInputMessages.nulCharacter,
    });
  });

  it('finds numbers JavaScript cannot count in units, and keeps the largest it can', () => {
    expect(findUnsafeInput({ amount: 1e22 })?.path).toEqual(['amount']);
    expect(findUnsafeInput({ amount: -1e21 })?.message).toBe(safeInputMessages.numberOutOfRange);
    expect(findUnsafeInput({ amount: Infinity })).not.toBeNull();
    expect(findUnsafeInput({ amount: Number.MAX_SAFE_INTEGER + 2 })).not.toBeNull();
    expect(findUnsafeInput({ amount: Number.MAX_SAFE_INTEGER })).toBeNull();
    expect(findUnsafeInput({ amount: -4550.5, when: new Date(), none: null })).toBeNull();
  });

  it('passes every JSON value without NUL characters or uncountable numbers', () => {
    const safeString = fc.string().filter((text) => !text.includes('\u0000'));
    const { json } = fc.letrec((tie) => ({
      json: fc.oneof(
        { depthSize: 'small' },
        safeString,
        fc.integer(),
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('json')),
        fc.dictionary(safeString, tie('json')),
      ),
    }));
    fc.assert(fc.property(json, (value) => findUnsafeInput(value) === null));
  });
});

describe('safeInputSchema', () => {
  it('fails at the unsafe path before a contract runs, and passes safe input unchanged', () => {
    const contract = z.pipe(safeInputSchema, z.object({ search: z.string() }));
    const failed = contract.safeParse({ search: '%\u0000' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues).toMatchObject([
      { code: 'custom', path: ['search'], message: 'Caractere inválido' },
    ]);
    expect(contract.parse({ search: 'corte' })).toEqual({ search: 'corte' });
  });
});
