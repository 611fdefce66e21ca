import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor, listCursorSchema } from './pagination.js';

const id = '6e617661-6c68-4100-8000-000000000001';

describe('list cursors (decision 026)', () => {
  it('round-trips microseconds and the id exactly', () => {
    const cursor = { micros: '1795705579039123', id };
    expect(encodeListCursor(cursor)).toBe(`1795705579039123.${id}`);
    expect(decodeListCursor(encodeListCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything that is not a cursor the API gave', () => {
    for (const text of ['', 'abc', `x.${id}`, '123.not-a-uuid', `-1.${id}`, `1.${id}; drop`]) {
      expect(decodeListCursor(text)).toBeNull();
      expect(listCursorSchema.safeParse(text).success).toBe(false);
    }
    expect(listCursorSchema.safeParse(undefined).success).toBe(true);
  });
});
