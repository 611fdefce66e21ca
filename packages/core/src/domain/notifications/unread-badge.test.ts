import { describe, expect, it } from 'vitest';
import { formatUnreadBadge, getBellLabel } from './unread-badge.js';

describe('unread badge', () => {
  it('shows nothing at zero, the count up to 9, then 9+', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(9)).toBe('9');
    expect(formatUnreadBadge(10)).toBe('9+');
    expect(formatUnreadBadge(Number.NaN)).toBeNull();
  });

  it('names the bell with the count', () => {
    expect(getBellLabel(0)).toBe('Notificações');
    expect(getBellLabel(1)).toBe('Notificações, 1 não lida');
    expect(getBellLabel(12)).toBe('Notificações, 12 não lidas');
  });
});
