import type { PupilImportError, PupilImportErrorCode, PupilImportField } from '@kk/contracts';
import { isEmailAddress } from './access';
import { parseGrade } from './grades';

/**
 * Pupils from a class list (issue 28): the CSV a school's administrator uploads, read the
 * same in the browser (the preview before sending) and in the API (which decides again).
 * Pure: what the database knows (a card used elsewhere, a pupil already there) is the
 * API's to add.
 *
 * The file: UTF-8 with or without a byte order mark; ';' (Danish Excel) or ',' between
 * cells, whichever the header row uses; cells may be quoted ("Hansen; Emma"); a header row
 * naming the columns in Danish or English in any order (Navn;Klasse;Skolekort;Forælders
 * e-mail or Name,Grade,School card,Guardian e-mail). Blank lines are skipped.
 */

export const PUPIL_IMPORT_MAX_ROWS = 20_000;
/** The largest class list the page sends; the API's body limit leaves room for the JSON around it. */
export const PUPIL_IMPORT_MAX_FILE_BYTES = 6 * 1024 * 1024;
export const PUPIL_NAME_MAX = 200;
const EMAIL_MAX = 254;

export type PupilColumn = 'name' | 'grade' | 'card' | 'email';

/** Header names, compared lower-case with spaces, dots, dashes and underscores removed. */
const HEADER_NAMES: Record<PupilColumn, readonly string[]> = {
  name: ['navn', 'name', 'elev', 'elevnavn', 'pupil', 'pupilname', 'fuldtnavn', 'fullname'],
  grade: ['klasse', 'grade', 'class', 'klassetrin'],
  card: ['skolekort', 'skolekortnummer', 'kortnummer', 'kort', 'schoolcard', 'schoolcardnumber', 'cardnumber', 'card', 'nfc'],
  email: [
    'forældersemail',
    'forældremail',
    'forælderemail',
    'forældresemail',
    'foraeldersemail',
    'email',
    'mail',
    'guardianemail',
    'parentemail',
    'guardiansemail',
    'parentsemail',
  ],
};

function headerKey(text: string): string {
  return text.trim().toLowerCase().replace(/[\s._\-'’]+/g, '');
}

export function pupilColumnOf(header: string): PupilColumn | null {
  const key = headerKey(header);
  for (const column of Object.keys(HEADER_NAMES) as PupilColumn[]) {
    if (HEADER_NAMES[column].includes(key)) return column;
  }
  return null;
}

/** One row of the file as read, before anything is checked. */
export interface PupilCsvRow {
  /** Its line in the file, the header being 1 (as a spreadsheet numbers rows). */
  row: number;
  name: string;
  grade: string;
  card: string;
  email: string;
}

/** A row as the file says it, checked on its own and against the rows before it. */
export interface CheckedPupilRow {
  row: number;
  name: string;
  /** The grade's name when it is one ('2. A'), otherwise what was written. */
  grade: string;
  gradeNumber: number | null;
  gradeLetter: string | null;
  /** Digits only ('' without a card). */
  cardNumber: string;
  /** Lower-cased. */
  guardianEmail: string;
  errors: PupilImportError[];
}

export interface PupilFileReading {
  separator: ';' | ',';
  fileErrors: PupilImportError[];
  rows: CheckedPupilRow[];
}

/** The separator the header row uses: ';' when it has one outside quotes, else ','. */
export function detectSeparator(firstLine: string): ';' | ',' {
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : commas > 0 ? ',' : ';';
}

/**
 * The file's records: cells split at the separator outside quotes, a doubled quote inside
 * quotes is one quote, a record ends at a line break outside quotes (CRLF, LF or CR). Each
 * record carries the line it starts on.
 */
export function readCsvRecords(text: string, separator: ';' | ','): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const error = (field: PupilImportField, code: PupilImportErrorCode, message: string): PupilImportError => ({ Field: field, Code: code, Message: message });

/** A name as compared: trimmed, inner spaces collapsed, lower case. */
export function pupilNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('da');
}

/** A name as stored: trimmed, inner spaces collapsed. */
export function cleanPupilName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** A school card's digits (spaces allowed in the file), or null when it is not 8 to 20 digits. */
export function pupilCardNumber(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^[0-9]{8,20}$/.test(digits) ? digits : null;
}

/** One row checked on its own: name, grade (spec section 5 "Grades"; not the employee grade), card, e-mail. */
export function checkPupilRow(input: PupilCsvRow): CheckedPupilRow {
  const errors: PupilImportError[] = [];
  const name = cleanPupilName(input.name);
  if (name === '') errors.push(error('Name', 'Missing', 'The name is missing'));
  else if (name.length > PUPIL_NAME_MAX) errors.push(error('Name', 'TooLong', `The name is longer than ${PUPIL_NAME_MAX} characters`));

  const gradeText = input.grade.trim();
  let grade = gradeText;
  let gradeNumber: number | null = null;
  let gradeLetter: string | null = null;
  if (gradeText === '') errors.push(error('Grade', 'Missing', 'The grade is missing'));
  else {
    const parsed = parseGrade(gradeText);
    if (parsed === null) errors.push(error('Grade', 'Invalid', "The grade is not a grade: a number from -1 to 12 and a letter, as '2. A' or '2A'"));
    else if (parsed.Level === 'Employee') errors.push(error('Grade', 'Employee', 'The employee grade (99 or higher) is not a pupil\'s grade'));
    else {
      grade = parsed.Name;
      gradeNumber = parsed.Number;
      gradeLetter = parsed.Letter;
    }
  }

  const cardText = input.card.trim();
  let cardNumber = '';
  if (cardText !== '') {
    const digits = pupilCardNumber(cardText);
    if (digits === null) {
      cardNumber = cardText;
      errors.push(error('CardNumber', 'Invalid', 'The school card number must be 8 to 20 digits (spaces allowed)'));
    } else cardNumber = digits;
  }

  const guardianEmail = input.email.trim().toLowerCase();
  if (guardianEmail === '') errors.push(error('GuardianEmail', 'Missing', "The guardian's e-mail is missing"));
  else if (guardianEmail.length > EMAIL_MAX || !isEmailAddress(guardianEmail)) errors.push(error('GuardianEmail', 'Invalid', "The guardian's e-mail is not an e-mail address"));

  return { row: input.row, name, grade, gradeNumber, gradeLetter, cardNumber, guardianEmail, errors };
}

/** The key two rows are the same pupil by: the card when there is one, else name and grade. */
function duplicateKeys(row: CheckedPupilRow): { card: string | null; nameGrade: string | null } {
  return {
    card: row.cardNumber !== '' && !row.errors.some((e) => e.Field === 'CardNumber') ? row.cardNumber : null,
    nameGrade: row.name !== '' && row.gradeNumber !== null ? `${pupilNameKey(row.name)}|${row.grade}` : null,
  };
}

/** Reads and checks the whole file: the header, each row, and rows repeating an earlier one. */
export function readPupilFile(text: string): PupilFileReading {
  const content = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = content.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const separator = detectSeparator(firstLine);
  const records = readCsvRecords(content, separator).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const header = records[0];
  if (header === undefined) return { separator, fileErrors: [error('File', 'Empty', 'The file is empty')], rows: [] };
  const columns = header.cells.map(pupilColumnOf);
  const missing = (['name', 'grade', 'card', 'email'] as const).filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      separator,
      fileErrors: [error('File', 'NoHeader', `The first row must name the columns (Navn;Klasse;Skolekort;Forælders e-mail or Name,Grade,School card,Guardian e-mail); missing: ${missing.join(', ')}`)],
      rows: [],
    };
  }
  const data = records.slice(1);
  if (data.length === 0) return { separator, fileErrors: [error('File', 'Empty', 'The file has no pupils below its header')], rows: [] };
  if (data.length > PUPIL_IMPORT_MAX_ROWS) {
    return { separator, fileErrors: [error('File', 'TooManyRows', `At most ${PUPIL_IMPORT_MAX_ROWS} pupils at a time`)], rows: [] };
  }
  const cellOf = (cells: string[], column: PupilColumn) => cells[columns.indexOf(column)] ?? '';
  const seenCards = new Map<string, number>();
  const seenNames = new Map<string, number>();
  const rows = data.map((record) => {
    const row = checkPupilRow({
      row: record.line,
      name: cellOf(record.cells, 'name'),
      grade: cellOf(record.cells, 'grade'),
      card: cellOf(record.cells, 'card'),
      email: cellOf(record.cells, 'email'),
    });
    const keys = duplicateKeys(row);
    if (keys.card !== null) {
      const first = seenCards.get(keys.card);
      if (first !== undefined) row.errors.push(error('CardNumber', 'Duplicate', `The school card is also in row ${first}`));
      else seenCards.set(keys.card, row.row);
    }
    // Without a card, name and grade are the pupil's identity: two such rows are one pupil twice.
    if (keys.card === null && keys.nameGrade !== null) {
      const first = seenNames.get(keys.nameGrade);
      if (first !== undefined) row.errors.push(error('Row', 'Duplicate', `A pupil of the same name and grade is in row ${first}`));
      else seenNames.set(keys.nameGrade, row.row);
    }
    return row;
  });
  return { separator, fileErrors: [], rows };
}
