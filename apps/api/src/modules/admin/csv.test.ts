import { describe, expect, it } from 'vitest';
import { csvField, csvMoney, toCsv } from './csv.js';

describe('toCsv', () => {
  it('starts with a BOM, separates with ; and ends lines with CRLF', () => {
    expect(toCsv(['Nome', 'Valor'], [['Corte', '45,00']])).toBe(
      '\uFEFFNome;Valor\r\nCorte;45,00\r\n',
    );
  });
});

describe('csvField', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('Corte; barba')).toBe('"Corte; barba"');
    expect(csvField('o "melhor"')).toBe('"o ""melhor"""');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+5511')).toBe("'+5511");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes nothing for null and numbers as they are', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(-3)).toBe('-3');
  });
});

describe('csvMoney', () => {
  it('writes centavos with a decimal comma and no grouping', () => {
    expect(csvMoney(4550)).toBe('45,50');
    expect(csvMoney(123456789)).toBe('1234567,89');
    expect(csvMoney(0)).toBe('0,00');
  });
});
