import { randomUUID } from 'node:crypto';
import { PUPIL_IMPORT_ROLE, type PupilImportCustomers, type PupilImportError, type PupilImportRequest, type PupilImportResponse, type PupilImportRow } from '@kk/contracts';
import { pupilNameKey, readPupilFile, type CheckedPupilRow } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { InviteContext, AccessService, SchoolInvitation } from '../access/service';
import type { CatalogueEditing } from '../catalogue/editing';
import type { NfcService } from '../nfc/service';
import type { NewPupilWallet, WalletService } from '../wallet/service';
import * as imports from './repository';

const NO_CUSTOMER = 'You cannot import pupils for this customer';

/** A row decided against the database: its outcome, what it changes, and the pupil it is. */
interface DecidedRow {
  row: CheckedPupilRow;
  outcome: PupilImportRow['Outcome'];
  changes: ('grade' | 'card')[];
  errors: PupilImportError[];
  /** The existing pupil's wallet ('unchanged' and 'updated' rows). */
  walletId: string | null;
}

const gradeKey = (number: number | null, letter: string | null) => (number === null || letter === null ? null : `${number}|${letter}`);
const cardInUse = (message: string): PupilImportError => ({ Field: 'CardNumber', Code: 'CardInUse', Message: message });

/**
 * Pupils from a class list (issue 28): a school's administrator on the partner site (role
 * PupilImport, the customers they are a member of and those below them) previews a CSV and
 * applies it. Applying creates, in one transaction and a fixed number of statements, each
 * new pupil's wallet (in a wallet group of its own, with its ledger account), its school
 * card and an invitation of its guardian, and updates the grade of a pupil already there.
 *
 * Who a row is (so the same file twice changes nothing): with a school card, the pupil
 * the card is registered to at this school (of the same name; the grade may change);
 * without one, or with a card not registered yet, the school's one pupil of the same name
 * and grade (a card in the row is then added to it).
 */
export class PupilImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly editing: CatalogueEditing,
    private readonly wallets: WalletService,
    private readonly nfc: NfcService,
    private readonly access: AccessService,
    /** The invitations link to the wallet site's acceptance page, whichever site the administrator uses. */
    private readonly walletSiteOrigin: string,
  ) {}

  /** The customers the caller may import for (403 without the role on the partner site). */
  async customers(auth: AuthContext): Promise<PupilImportCustomers> {
    const scope = await this.editing.customersWithRole(this.db, auth, PUPIL_IMPORT_ROLE);
    const customers = await imports.importableCustomers(this.db, scope.map((customer) => customer.id));
    return { Customers: customers.map((customer) => ({ ID: customer.id, Name: customer.name })) };
  }

  /** Previews (changes nothing) or applies the file; an apply with any error refuses with 409 and changes nothing. */
  async run(auth: AuthContext, request: PupilImportRequest, language: InviteContext['language']): Promise<PupilImportResponse> {
    const customer = await this.customerOf(auth, request.CustomerID);
    const reading = readPupilFile(request.Csv);
    if (!request.Apply) {
      const decided = await this.decide(this.db, customer.id, reading.rows);
      return this.answer(customer.id, false, reading.fileErrors, decided, 0);
    }
    return this.db.transaction(async (tx) => {
      await imports.lockSchool(tx, customer.id);
      // Decided again under the school's lock: what the preview saw may have changed.
      const decided = await this.decide(tx, customer.id, reading.rows);
      const errorRows = decided.filter((row) => row.outcome === 'error').length;
      if (reading.fileErrors.length > 0 || errorRows > 0) {
        const what = reading.fileErrors.length > 0 ? reading.fileErrors.map((e) => e.Message).join('; ') : `${errorRows} rows have errors`;
        throw new AppError(409, 'Request is invalid', `Nothing was imported: ${what}; preview the file to see them`);
      }
      const invitations = await this.apply(tx, auth, customer, decided, { origin: this.walletSiteOrigin, language });
      return this.answer(customer.id, true, [], decided, invitations);
    });
  }

  private async customerOf(auth: AuthContext, customerId: string): Promise<{ id: string; name: string }> {
    const scope = await this.editing.customersWithRole(this.db, auth, PUPIL_IMPORT_ROLE);
    const inScope = scope.some((customer) => customer.id === customerId);
    const [customer] = inScope ? await imports.importableCustomers(this.db, [customerId]) : [];
    // Another tenant's customer, an unknown one and a municipality answer alike.
    if (customer === undefined) throw notFound(NO_CUSTOMER);
    return customer;
  }

  /** Each row's outcome against the school's pupils and every registered card: three reads however many rows. */
  private async decide(q: Queryable, customerId: string, rows: readonly CheckedPupilRow[]): Promise<DecidedRow[]> {
    const cards = [...new Set(rows.filter((row) => row.cardNumber !== '' && row.errors.length === 0).map((row) => row.cardNumber))];
    const owners = await imports.cardOwners(q, cards);
    const pupils = await imports.schoolPupils(q, customerId);
    const ownerOf = new Map(owners.map((owner) => [owner.card_number, owner]));
    const byNameAndGrade = new Map<string, string[]>();
    const gradeOf = new Map<string, string | null>();
    for (const pupil of pupils) {
      const key = `${pupilNameKey(pupil.name)}|${gradeKey(pupil.grade_number, pupil.grade_letter) ?? ''}`;
      byNameAndGrade.set(key, [...(byNameAndGrade.get(key) ?? []), pupil.id]);
      gradeOf.set(pupil.id, gradeKey(pupil.grade_number, pupil.grade_letter));
    }
    const matchedBy = new Map<string, number>();
    return rows.map((row): DecidedRow => {
      const errors = [...row.errors];
      const decided = (outcome: DecidedRow['outcome'], walletId: string | null, changes: DecidedRow['changes'] = []): DecidedRow => ({ row, outcome, changes, errors, walletId });
      if (errors.length > 0) return decided('error', null);
      const rowGrade = gradeKey(row.gradeNumber, row.gradeLetter);
      let walletId: string | null = null;
      const changes: DecidedRow['changes'] = [];
      const owner = row.cardNumber === '' ? undefined : ownerOf.get(row.cardNumber);
      if (owner !== undefined) {
        if (owner.customer_id !== customerId) errors.push(cardInUse('The school card is registered to a pupil of another customer'));
        else if (pupilNameKey(owner.name) !== pupilNameKey(row.name)) errors.push(cardInUse(`The school card is registered to another pupil of the school (${owner.name})`));
        else {
          walletId = owner.wallet_id;
          if (gradeOf.get(walletId) !== rowGrade) changes.push('grade');
        }
      } else {
        const candidates = byNameAndGrade.get(`${pupilNameKey(row.name)}|${rowGrade ?? ''}`) ?? [];
        if (candidates.length > 1) errors.push({ Field: 'Row', Code: 'Ambiguous', Message: `${candidates.length} pupils of the school have this name and grade; give the school card number` });
        else if (candidates.length === 1) {
          walletId = candidates[0] as string;
          if (row.cardNumber !== '') changes.push('card');
        }
      }
      if (errors.length > 0) return decided('error', null);
      if (walletId === null) return decided('new', null);
      const earlier = matchedBy.get(walletId);
      if (earlier !== undefined) {
        errors.push({ Field: 'Row', Code: 'Duplicate', Message: `The row is the same pupil as row ${earlier}` });
        return decided('error', null);
      }
      matchedBy.set(walletId, row.row);
      return decided(changes.length > 0 ? 'updated' : 'unchanged', walletId, changes);
    });
  }

  /** Writes what the decided rows say, in the caller's transaction; answers the invitations sent. */
  private async apply(tx: Queryable, auth: AuthContext, customer: { id: string; name: string }, decided: readonly DecidedRow[], context: InviteContext): Promise<number> {
    const special = await imports.specialGradeKeys(tx, customer.id);
    const levelOf = (row: CheckedPupilRow): NewPupilWallet['gradeLevel'] => (special.has(gradeKey(row.gradeNumber, row.gradeLetter) ?? '') ? 'Special' : 'Grade');
    const created: (NewPupilWallet & { row: CheckedPupilRow })[] = decided
      .filter((d) => d.outcome === 'new')
      .map((d) => ({
        row: d.row,
        id: randomUUID(),
        walletGroupId: randomUUID(),
        name: d.row.name,
        gradeNumber: d.row.gradeNumber as number,
        gradeLetter: d.row.gradeLetter as string,
        gradeLevel: levelOf(d.row),
      }));
    const regraded = decided
      .filter((d) => d.outcome === 'updated' && d.changes.includes('grade'))
      .map((d) => ({ id: d.walletId as string, name: d.row.name, gradeNumber: d.row.gradeNumber as number, gradeLetter: d.row.gradeLetter as string, gradeLevel: levelOf(d.row) }));
    const newCards = [
      ...created.filter((pupil) => pupil.row.cardNumber !== '').map((pupil) => ({ number: pupil.row.cardNumber, walletId: pupil.id })),
      ...decided.filter((d) => d.changes.includes('card')).map((d) => ({ number: d.row.cardNumber, walletId: d.walletId as string })),
    ];
    await this.wallets.createPupilWallets(tx, customer.id, created);
    await this.wallets.updatePupilWallets(tx, customer.id, regraded);
    await this.nfc.registerCards(tx, newCards);
    const invitations: SchoolInvitation[] = created.map((pupil) => ({ email: pupil.row.guardianEmail, walletGroupId: pupil.walletGroupId, walletId: pupil.id, childName: pupil.name }));
    const sent = await this.access.inviteToWalletGroups(tx, { inviterId: auth.userId, customerId: customer.id, customerName: customer.name }, invitations, context);
    const count = (outcome: DecidedRow['outcome']) => decided.filter((d) => d.outcome === outcome).length;
    await imports.insertImport(tx, {
      customerId: customer.id,
      userId: auth.userId,
      at: this.clock.now(),
      total: decided.length,
      created: count('new'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      invitations: sent,
    });
    return sent;
  }

  private answer(customerId: string, applied: boolean, fileErrors: PupilImportError[], decided: readonly DecidedRow[], invitations: number): PupilImportResponse {
    const count = (outcome: DecidedRow['outcome']) => decided.filter((d) => d.outcome === outcome).length;
    return {
      CustomerID: customerId,
      Applied: applied,
      FileErrors: fileErrors,
      Rows: decided.map((d) => ({
        Row: d.row.row,
        Name: d.row.name,
        Grade: d.row.grade,
        CardNumber: d.row.cardNumber,
        GuardianEmail: d.row.guardianEmail,
        Outcome: d.outcome,
        Changes: d.changes,
        Errors: d.errors,
      })),
      Totals: { Rows: decided.length, New: count('new'), Unchanged: count('unchanged'), Updated: count('updated'), Errors: count('error'), Invitations: invitations },
    };
  }
}
