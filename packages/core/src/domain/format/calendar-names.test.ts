import { describe, expect, it } from 'vitest';
import { monthNames, weekdayNames, weekdayShortNames } from './calendar-names.js';

describe('calendar names', () => {
  it('names the months in pt-BR, capitalised', () => {
    expect(monthNames).toEqual([
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ]);
  });

  it('starts the week on Sunday', () => {
    expect(weekdayShortNames).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    expect(weekdayNames).toEqual([
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(monthNames)).toBe(true);
  });
});
