import { detectSeparator, pupilColumnOf, readCsvRecords, readPupilFile } from './pupilImport';

const codes = (file: string) => readPupilFile(file).rows.map((row) => [row.row, row.errors.map((e) => `${e.Field}:${e.Code}`)]);

describe('readPupilFile', () => {
  it('reads a Danish Excel file: BOM, ";", CRLF, Danish header', () => {
    const file = '\uFEFFNavn;Klasse;Skolekort;Forælders e-mail\r\nEmma Hansen;2A;1000 2001;Mor@Example.dk\r\nOliver Berg;3. b;;far@example.dk\r\n';
    const reading = readPupilFile(file);
    expect(reading.separator).toBe(';');
    expect(reading.fileErrors).toEqual([]);
    expect(reading.rows).toEqual([
      { row: 2, name: 'Emma Hansen', grade: '2. A', gradeNumber: 2, gradeLetter: 'A', cardNumber: '10002001', guardianEmail: 'mor@example.dk', errors: [] },
      { row: 3, name: 'Oliver Berg', grade: '3. B', gradeNumber: 3, gradeLetter: 'B', cardNumber: '', guardianEmail: 'far@example.dk', errors: [] },
    ]);
  });

  it('reads an English file with "," and quoted cells, columns in any order, without BOM', () => {
    const file = 'Guardian e-mail,Name,Grade,School card\n"a@example.dk","Hansen, Emma",0A,10002001\n';
    const [row] = readPupilFile(file).rows;
    expect(row).toMatchObject({ name: 'Hansen, Emma', grade: '0. A', cardNumber: '10002001', guardianEmail: 'a@example.dk', errors: [] });
  });

  it('names every error of a row', () => {
    const file = [
      'Navn;Klasse;Skolekort;Forælders e-mail',
      ';2A;10002001;a@example.dk',
      'B;13A;10002002;b@example.dk',
      'C;99A;10002003;c@example.dk',
      'D;;12;d@example',
      'E;2A;10002005;',
      'F;2A;10002001;f@example.dk',
      'G;1B;;g@example.dk',
      'g ;1. b;;g2@example.dk',
    ].join('\n');
    expect(codes(file)).toEqual([
      [2, ['Name:Missing']],
      [3, ['Grade:Invalid']],
      [4, ['Grade:Employee']],
      [5, ['Grade:Missing', 'CardNumber:Invalid', 'GuardianEmail:Invalid']],
      [6, ['GuardianEmail:Missing']],
      [7, ['CardNumber:Duplicate']],
      [8, []],
      [9, ['Row:Duplicate']],
    ]);
  });

  it('refuses a file without a header, an empty file and a header without rows', () => {
    expect(readPupilFile('Emma;2A;10002001;a@example.dk\n').fileErrors.map((e) => e.Code)).toEqual(['NoHeader']);
    expect(readPupilFile('\uFEFF\r\n').fileErrors.map((e) => e.Code)).toEqual(['Empty']);
    expect(readPupilFile('Name,Grade,Card,E-mail\n').fileErrors.map((e) => e.Code)).toEqual(['Empty']);
  });

  it('skips blank lines and numbers rows by their line', () => {
    expect(readPupilFile('Name,Grade,Card,Email\n\nEmma,2A,,a@example.dk\n').rows.map((row) => row.row)).toEqual([3]);
  });
});

describe('the CSV pieces', () => {
  it('detects the separator outside quotes', () => {
    expect(detectSeparator('Navn;Klasse;Skolekort;E-mail')).toBe(';');
    expect(detectSeparator('"Navn;x",Klasse,Kort,Mail')).toBe(',');
  });
  it('keeps doubled quotes and line breaks inside quotes', () => {
    expect(readCsvRecords('a;"b ""c""\nd";e\r\nf', ';')).toEqual([
      { line: 1, cells: ['a', 'b "c"\nd', 'e'] },
      { line: 3, cells: ['f'] },
    ]);
  });
  it('knows the header names in both languages', () => {
    expect(['Navn', 'Klasse', 'Skolekort', 'Forælders e-mail', 'Name', 'Grade', 'School card number', 'Guardian e-mail'].map(pupilColumnOf)).toEqual([
      'name', 'grade', 'card', 'email', 'name', 'grade', 'card', 'email',
    ]);
  });
});
