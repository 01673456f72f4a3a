import { buildCsv, CSV_BOM, csvAmount, csvCell, csvSeparator, exportFileName } from './csv';

describe('CSV as Excel opens it', () => {
  it('separates with ; in Danish and , in English', () => {
    expect(csvSeparator('da')).toBe(';');
    expect(csvSeparator('en')).toBe(',');
  });

  it('writes amounts with the culture decimal mark and no thousands separator', () => {
    expect(csvAmount(-3_550, 'da')).toBe('-35,50');
    expect(csvAmount(-3_550, 'en')).toBe('-35.50');
    expect(csvAmount(123_456_700, 'da')).toBe('1234567,00');
    expect(csvAmount(5, 'en')).toBe('0.05');
    expect(csvAmount(0, 'da')).toBe('0,00');
  });

  it('quotes a cell with a separator, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Kakaomælk', 'da')).toBe('Kakaomælk');
    expect(csvCell('Frugt; æble', 'da')).toBe('"Frugt; æble"');
    expect(csvCell('Frugt, æble', 'en')).toBe('"Frugt, æble"');
    expect(csvCell('Say "hi"', 'en')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines', 'da')).toBe('"two\nlines"');
    expect(csvCell(null, 'da')).toBe('');
  });

  it('keeps a text from running as a formula, but not an amount', () => {
    expect(csvCell('=HYPERLINK("x")', 'en')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5 kr', 'da')).toBe("'-5 kr");
    expect(csvCell('@SUM(A1)', 'da')).toBe("'@SUM(A1)");
    expect(csvCell({ ore: -500 }, 'da')).toBe('-5,00');
  });

  it('starts with the BOM and ends every line with CRLF', () => {
    const csv = buildCsv(['Dato', 'Beløb'], [['25.11.2026', { ore: -3_500 }], ['26.11.2026', { ore: 10_000 }]], 'da');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Dato;Beløb\r\n25.11.2026;-35,00\r\n26.11.2026;100,00\r\n`);
    expect(buildCsv(['Date', 'Amount'], [['25/11/2026', { ore: -3_500 }]], 'en')).toBe(`${CSV_BOM}Date,Amount\r\n25/11/2026,-35.00\r\n`);
  });

  it('names files without characters file systems refuse', () => {
    expect(exportFileName(['Forbrug', 'Emma/Jensen:', '2025-12-01', '2026-11-25'], 'csv')).toBe('Forbrug EmmaJensen 2025-12-01 2026-11-25.csv');
    expect(exportFileName([' '], 'csv')).toBe('export.csv');
  });
});
