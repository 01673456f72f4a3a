import { z } from 'zod';
import { PUPIL_IMPORT_ERROR_CODES, PUPIL_IMPORT_FIELDS, PUPIL_IMPORT_OUTCOMES } from './codes';

export { PUPIL_IMPORT_ERROR_CODES, PUPIL_IMPORT_FIELDS, PUPIL_IMPORT_OUTCOMES, PUPIL_IMPORT_PATHS, PUPIL_IMPORT_ROLE } from './codes';
export type { PupilImportErrorCode, PupilImportField, PupilImportOutcome } from './codes';

/**
 * Pupils from a class list (issue 28): a school's administrator on the partner site sends
 * the CSV as text, sees every row's outcome and errors, and applies it (role
 * PUPIL_IMPORT_ROLE, the caller's customers and those below them).
 */

/** The longest file taken: 10,000 rows of long names and e-mails stay well below it. */
export const PUPIL_IMPORT_MAX_CSV_CHARS = 4_000_000;

/** POST /api/Admin/Import/Pupils: the file as text; Apply false previews (changes nothing), true applies. */
export const PupilImportRequest = z
  .object({
    CustomerID: z.string().uuid(),
    Csv: z.string().max(PUPIL_IMPORT_MAX_CSV_CHARS),
    Apply: z.boolean(),
  })
  .strict();
export type PupilImportRequest = z.infer<typeof PupilImportRequest>;

export const PupilImportError = z.object({
  Field: z.enum(PUPIL_IMPORT_FIELDS),
  Code: z.enum(PUPIL_IMPORT_ERROR_CODES),
  /** English; the page shows its own text for Field and Code. */
  Message: z.string(),
});
export type PupilImportError = z.infer<typeof PupilImportError>;

export const PupilImportRow = z.object({
  /** The row's line in the file (the header is row 1), as a spreadsheet numbers it. */
  Row: z.number().int(),
  Name: z.string(),
  /** The grade as read ('2. A'), or as written when it is not one. */
  Grade: z.string(),
  /** Digits only, or '' without a card. */
  CardNumber: z.string(),
  GuardianEmail: z.string(),
  Outcome: z.enum(PUPIL_IMPORT_OUTCOMES),
  /** What an 'updated' row changes: 'grade', 'name', 'card'. */
  Changes: z.array(z.string()),
  Errors: z.array(PupilImportError),
});
export type PupilImportRow = z.infer<typeof PupilImportRow>;

export const PupilImportTotals = z.object({
  Rows: z.number().int(),
  New: z.number().int(),
  Unchanged: z.number().int(),
  Updated: z.number().int(),
  Errors: z.number().int(),
  /** Invitations e-mailed by this call (0 in a preview). */
  Invitations: z.number().int(),
});
export type PupilImportTotals = z.infer<typeof PupilImportTotals>;

export const PupilImportResponse = z.object({
  CustomerID: z.string().uuid(),
  Applied: z.boolean(),
  /** Errors of the file as a whole (no header, no rows, too many rows). */
  FileErrors: z.array(PupilImportError),
  Rows: z.array(PupilImportRow),
  Totals: PupilImportTotals,
});
export type PupilImportResponse = z.infer<typeof PupilImportResponse>;

/** GET /api/Admin/Import/Customers: the schools the caller may import pupils for. */
export const PupilImportCustomers = z.object({
  Customers: z.array(z.object({ ID: z.string().uuid(), Name: z.string() })),
});
export type PupilImportCustomers = z.infer<typeof PupilImportCustomers>;
