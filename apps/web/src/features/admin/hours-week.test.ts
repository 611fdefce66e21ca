import { describe, expect, it } from 'vitest';
import { copyDay, findWeekErrors, fromEditorWeek, nextPeriod, toEditorWeek } from './hours-week';

const mondayWithLunch = [
  { dayOfWeek: 1, startTime: '13:00', endTime: '19:00' },
  { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
];

describe('the hours editor week', () => {
  it('lays rows on seven days in time order and back', () => {
    const week = toEditorWeek(mondayWithLunch);
    expect(week).toHaveLength(7);
    expect(week[1]).toEqual([
      { startTime: '09:00', endTime: '12:00' },
      { startTime: '13:00', endTime: '19:00' },
    ]);
    expect(fromEditorWeek(week)).toEqual([
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '13:00', endTime: '19:00' },
    ]);
  });

  it('finds a period ending before it starts, an overlap and a missing time', () => {
    const week = toEditorWeek([]);
    week[1] = [{ startTime: '12:00', endTime: '09:00' }];
    week[2] = [
      { startTime: '09:00', endTime: '12:30' },
      { startTime: '12:00', endTime: '18:00' },
    ];
    week[3] = [{ startTime: '', endTime: '18:00' }];
    week[4] = [
      { startTime: '09:00', endTime: '12:00' },
      { startTime: '12:00', endTime: '18:00' },
    ];
    expect(findWeekErrors(week)).toEqual([
      null,
      'O horário de início deve ser anterior ao de término',
      'Os períodos de um mesmo dia não podem se sobrepor',
      'Horário inválido. Use o formato HH:MM.',
      null,
      null,
      null,
    ]);
  });

  it('adds a break: the next period starts an hour after the last one', () => {
    expect(nextPeriod([])).toEqual({ startTime: '09:00', endTime: '18:00' });
    expect(nextPeriod([{ startTime: '09:00', endTime: '12:00' }])).toEqual({
      startTime: '13:00',
      endTime: '19:00',
    });
  });

  it('copies a day onto others without sharing the objects', () => {
    const week = copyDay(toEditorWeek(mondayWithLunch), 1, [2, 3]);
    expect(week[3]).toEqual(week[1]);
    expect(week[3]?.[0]).not.toBe(week[1]?.[0]);
    expect(week[0]).toEqual([]);
  });
});
