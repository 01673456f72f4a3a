import type { UpdateWalletTermsRequest, UpdateWalletTermsResponse, WalletTerm, WalletTermType } from '@kk/contracts';
import type { Clock } from '../../clock';
import { acceptsCurrentVersion, termRole, unacceptedTerms, visibleTermTypes, type UnacceptedTerm } from '../../core/onboarding';
import { badRequest, forbidden } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { FamilyAccess } from '../family/access';
import type { WalletTermsReader } from '../wallet/service';
import * as onboarding from './repository';

/**
 * A wallet's terms as GetChildren shows them: each visible term type the wallet has an
 * answer for, with the first answer's time (CreatedDate), the latest's (UpdatedDate, null
 * while there is only one), the version the latest answer was given to, and whether it
 * accepts the type's current version (IsAccepted: an acceptance of an earlier version is
 * not one). A type never answered is left out; the guide lists the types from
 * WalletTermTypes and shows a missing one as not accepted yet.
 */
export async function termsOfWallets(q: Queryable, walletIds: readonly string[], roles: readonly string[]): Promise<Map<string, WalletTerm[]>> {
  const visible = visibleTermTypes(await onboarding.termTypes(q), roles);
  const terms = new Map<string, WalletTerm[]>();
  for (const row of await onboarding.termSummaries(q, walletIds, visible.map((type) => type.id))) {
    const type = visible.find((candidate) => candidate.id === row.term_type_id);
    const term: WalletTerm = {
      CreatedDate: row.created_at.toISOString(),
      UpdatedDate: row.updated_at === null ? null : row.updated_at.toISOString(),
      IsAccepted: type !== undefined && acceptsCurrentVersion(type, row),
      Version: row.version,
      Type: { ID: row.term_type_id, Name: row.term_type_name },
    };
    terms.set(row.wallet_id, [...(terms.get(row.wallet_id) ?? []), term]);
  }
  return terms;
}

/** The required terms a user sees that these wallets have not accepted in their current version. */
export async function unacceptedTermsOf(q: Queryable, walletIds: readonly string[], roles: readonly string[]): Promise<UnacceptedTerm[]> {
  const visible = visibleTermTypes(await onboarding.termTypes(q), roles).filter((type) => type.required);
  const summaries = await onboarding.termSummaries(q, walletIds, visible.map((type) => type.id));
  return unacceptedTerms(visible, walletIds, onboarding.latestAnswers(summaries));
}

/** Fills GetChildren's Terms (handed to the wallet module by the composition root). */
export class WalletTermsFacts implements WalletTermsReader {
  constructor(private readonly db: Db) {}

  forWallets(walletIds: readonly string[], roles: readonly string[]): Promise<Map<string, WalletTerm[]>> {
    return termsOfWallets(this.db, walletIds, roles);
  }
}

/**
 * Term types and the answers to them (spec sections 3, 6 and 7). A user sees and answers
 * only the types they have the role Term-{name} for; answers are appended with their time
 * and the type's current version, and never overwritten (migration 031 refuses UPDATE and
 * DELETE; 051 refuses an answer to another version than the current one).
 */
export class WalletTermsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async termTypes(auth: AuthContext): Promise<WalletTermType[]> {
    return visibleTermTypes(await onboarding.termTypes(this.db), auth.roles).map((type) => ({
      ID: type.id,
      Name: type.name,
      Version: type.version,
      IsRequired: type.required,
      Document: type.document,
    }));
  }

  /**
   * Records every answer of the request or none: each wallet must be one the caller manages
   * (its holder or a guardian of its group; 403 otherwise), each term type one they see
   * (400 for an unknown type, 403 without its role). Answers the wallets' terms as they are now.
   */
  async update(auth: AuthContext, request: UpdateWalletTermsRequest): Promise<UpdateWalletTermsResponse> {
    const walletIds = request.map((wallet) => wallet.WalletID.toLowerCase());
    if (new Set(walletIds).size !== walletIds.length) throw badRequest('A wallet is named more than once');
    for (const wallet of request) {
      const typeIds = wallet.Terms.map((term) => term.TermTypeID);
      if (new Set(typeIds).size !== typeIds.length) throw badRequest(`A term type is answered more than once for the wallet ${wallet.WalletID}`);
    }
    return this.db.transaction(async (tx) => {
      const family = new FamilyAccess(tx);
      for (const walletId of walletIds) await family.wallet(auth, walletId);
      const types = await onboarding.termTypes(tx);
      const visible = new Set(visibleTermTypes(types, auth.roles).map((type) => type.id));
      for (const term of request.flatMap((wallet) => wallet.Terms)) {
        const type = types.find((candidate) => candidate.id === term.TermTypeID);
        if (type === undefined) throw badRequest(`Unknown term type ${term.TermTypeID}`);
        if (!visible.has(type.id)) throw forbidden(`The role ${termRole(type)} is required to answer the term type ${type.name}`);
      }
      const answers = request.flatMap((wallet, index) =>
        wallet.Terms.map((term) => ({ walletId: walletIds[index] as string, termTypeId: term.TermTypeID, accepted: term.IsAccepted })),
      );
      await onboarding.insertTermAnswers(tx, auth.userId, answers, this.clock.now());
      const terms = await termsOfWallets(tx, walletIds, auth.roles);
      return walletIds.map((walletId) => ({ WalletID: walletId, Terms: terms.get(walletId) ?? [] }));
    });
  }
}
