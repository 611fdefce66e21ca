import { describe, expect, it, vi } from 'vitest';
import { lazyFormatter } from './lazy-formatter.js';

describe('lazyFormatter', () => {
  it('builds nothing until the formatter is first asked for', () => {
    const create = vi.fn(() => new Intl.NumberFormat('pt-BR'));
    lazyFormatter(create);
    expect(create).not.toHaveBeenCalled();
  });

  it('builds the formatter once and hands back the same one afterwards', () => {
    const create = vi.fn(() => new Intl.NumberFormat('pt-BR'));
    const getFormatter = lazyFormatter(create);
    const first = getFormatter();
    expect(getFormatter()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(first.format(1234)).toBe('1.234');
  });
});
