import { describe, expect, it } from 'vitest';
import { formatNotificationAge } from './notification-age.js';

const now = new Date('2026-05-04T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const zone = 'America/Sao_Paulo';

describe('notification age', () => {
  it('reads minutes and hours ago, then yesterday, then the date', () => {
    expect(formatNotificationAge(ago(30_000), now, zone)).toBe('agora');
    expect(formatNotificationAge(ago(5 * 60_000), now, zone)).toBe('há 5 min');
    expect(formatNotificationAge(ago(3 * 3_600_000 + 59_000), now, zone)).toBe('há 3 h');
    expect(formatNotificationAge(ago(30 * 3_600_000), now, zone)).toBe('ontem');
    // 3 days before 09:00 in São Paulo.
    expect(formatNotificationAge(ago(3 * 86_400_000), now, zone)).toBe('01/05/2026');
  });

  it('reads a clock slightly ahead of the server as now', () => {
    expect(formatNotificationAge(new Date(now.getTime() + 5_000), now, zone)).toBe('agora');
  });
});
