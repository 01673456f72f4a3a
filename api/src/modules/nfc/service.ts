import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden } from '../../core/errors';
import { displayCardNumber, normalizeCardNumber } from '../../core/school-card';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import * as cards from './repository';

/** A card the caller may not manage answers like a card that does not exist. */
const NO_CARD_REASON = 'The card does not exist or you have no access to its wallet';

function cardNumberOf(input: string): string {
  const number = normalizeCardNumber(input);
  if (number === null) throw badRequest('CardDisplayNumber must be 8 to 20 digits (spaces allowed)');
  return number;
}

/** School cards (NFC) that the canteen terminal charges. */
export class NfcService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallets: WalletService,
  ) {}

  async addCard(auth: AuthContext, walletId: string | undefined, cardDisplayNumber: string): Promise<{ CardDisplayNumber: string; WalletID: string }> {
    if (walletId === undefined) throw badRequest('The wallet is required: the walletid header or the walletID query parameter');
    const number = cardNumberOf(cardDisplayNumber);
    await this.wallets.assertAccess(auth, walletId);
    if (!(await cards.registerCard(this.db, number, walletId, this.clock.now()))) {
      throw new AppError(409, 'Card already registered', 'This card number is registered to another wallet');
    }
    return { CardDisplayNumber: displayCardNumber(number), WalletID: walletId };
  }

  /**
   * Registers many cards in the caller's transaction (the pupil import, which has checked
   * the numbers are free under its lock): all of them or, when one was taken meanwhile,
   * 409 and the caller's transaction rolls back.
   */
  async registerCards(q: Queryable, toRegister: readonly { number: string; walletId: string }[]): Promise<void> {
    const registered = await cards.registerCards(q, toRegister, this.clock.now());
    if (registered !== toRegister.length) throw new AppError(409, 'Card already registered', 'A school card of the file was registered to another wallet meanwhile; preview again');
  }

  async removeCard(auth: AuthContext, cardDisplayNumber: string): Promise<void> {
    const { number, walletId } = await this.managedCard(auth, cardDisplayNumber);
    await cards.removeCard(this.db, number, walletId);
  }

  /**
   * A lost card is blocked at once: the terminal reads the block with the card, so the next
   * sale is refused. Blocking a blocked card keeps the first block's time; unblocking clears it.
   */
  async setBlocked(auth: AuthContext, cardDisplayNumber: string, blocked: boolean): Promise<{ CardDisplayNumber: string; WalletID: string; IsBlocked: boolean }> {
    const { number, walletId } = await this.managedCard(auth, cardDisplayNumber);
    const isBlocked = await cards.setCardBlocked(this.db, number, walletId, blocked ? { at: this.clock.now(), userId: auth.userId } : null);
    return { CardDisplayNumber: number, WalletID: walletId, IsBlocked: isBlocked };
  }

  /** The card and its wallet, if the caller manages that wallet; otherwise as if it did not exist. */
  private async managedCard(auth: AuthContext, cardDisplayNumber: string): Promise<{ number: string; walletId: string }> {
    const number = cardNumberOf(cardDisplayNumber);
    const walletId = await cards.walletOfCard(this.db, number);
    if (walletId === null) throw forbidden(NO_CARD_REASON);
    try {
      await this.wallets.assertAccess(auth, walletId);
    } catch {
      throw forbidden(NO_CARD_REASON);
    }
    return { number, walletId };
  }
}
