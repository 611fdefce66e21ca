import { describe, expect, it } from 'vitest';
import { getEarningsSpan, summarizeEarnings } from './earnings.js';

describe('getEarningsSpan', () => {
  it('covers the week when it starts in the previous month', () => {
    expect(getEarningsSpan('2026-05-01')).toEqual({ from: '2026-04-26', to: '2026-05-31' });
  });

  it('covers the week when it ends in the next month', () => {
    expect(getEarningsSpan('2026-05-31')).toEqual({ from: '2026-05-01', to: '2026-06-06' });
  });
});

describe('summarizeEarnings', () => {
  const days = [
    { date: '2026-04-28', count: 2, revenue: 9000 },
    { date: '2026-05-01', count: 1, revenue: 4500 },
    { date: '2026-05-02', count: 3, revenue: 12000 },
    { date: '2026-05-20', count: 1, revenue: 5000 },
  ];

  it('adds up the day, its Sunday-to-Saturday week and its month', () => {
    const summary = summarizeEarnings(days, '2026-05-01');
    expect(summary.today).toEqual({
      from: '2026-05-01',
      to: '2026-05-01',
      count: 1,
      revenue: 4500,
    });
    expect(summary.week).toMatchObject({
      from: '2026-04-26',
      to: '2026-05-02',
      count: 6,
      revenue: 25500,
    });
    expect(summary.month).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
      count: 5,
      revenue: 21500,
    });
  });

  it('lists all seven days of the week, empty ones at zero', () => {
    const { week } = summarizeEarnings(days, '2026-05-01');
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-04-26',
      '2026-04-27',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
    ]);
    expect(week.days[0]).toEqual({ date: '2026-04-26', count: 0, revenue: 0 });
    expect(week.days[2]).toEqual({ date: '2026-04-28', count: 2, revenue: 9000 });
  });

  it('is all zero without completed appointments', () => {
    const summary = summarizeEarnings([], '2026-05-06');
    expect(summary.month).toMatchObject({ count: 0, revenue: 0 });
    expect(summary.week.days).toHaveLength(7);
  });
});
