import { WalletAlerts } from '../modules/alerts/wallet-alerts';
import { CardReads } from '../modules/cards/card-reads';
import { DepositRoom } from '../modules/cards/deposit-room';
import { AgreementReads } from '../modules/mobilepay/agreement-reads';

/** What the refill jobs read of the cards, MobilePay and alerts modules, as the composition root hands it in. */
export function refillReads(): { cards: CardReads; room: DepositRoom; agreements: AgreementReads; alerts: WalletAlerts } {
  return { cards: new CardReads(), room: new DepositRoom(), agreements: new AgreementReads(), alerts: new WalletAlerts() };
}
