import { formatOre } from '@kk/domain';
import { composeMail, type ComposedMail } from '../../core/mail-compose';
import type { ContentLanguage } from '../notifications/language';
import type { AlertRow } from './repository';

const expiry = (row: AlertRow) => (row.expiry_month === null || row.expiry_year === null ? '' : `${String(row.expiry_month).padStart(2, '0')}/${String(row.expiry_year % 100).padStart(2, '0')}`);

/** An alert's e-mail in Danish or English: low balance, a card about to expire, a refill paused on an expired card or without a MobilePay agreement. */
export function alertMail(row: AlertRow, language: ContentLanguage): ComposedMail & { subject: string } {
  const wallet = row.wallet_name;
  const card = `•••• ${row.last4 ?? ''}`;
  if (language === 'en') {
    switch (row.kind) {
      case 'low_balance':
        return {
          subject: `Low balance: ${wallet} has ${formatOre(row.balance_ore ?? 0, 'en')} left`,
          ...composeMail({
            paragraphs: [
              'Hello,',
              `The balance of ${wallet} is now ${formatOre(row.balance_ore ?? 0, 'en')}, below the ${formatOre(row.threshold_ore ?? 0, 'en')} you asked to be told about.`,
              'Add funds, or switch on an automatic refill, so the card keeps working in the canteen.',
            ],
            footer: ['You get at most one such e-mail a day. Change your alerts under E-mail alerts on the front page.'],
          }),
        };
      case 'card_expiry':
        return {
          subject: `The card that refills ${wallet} expires soon`,
          ...composeMail({
            paragraphs: ['Hello,', `The card ${card}, which the refills of ${wallet} use, expires at the end of ${expiry(row)}.`, 'Add a new card and choose it for the refills, so they carry on.'],
          }),
        };
      case 'card_expired':
        return {
          subject: `The refill of ${wallet} is paused: the card has expired`,
          ...composeMail({
            paragraphs: [
              'Hello,',
              `The card ${card} expired at the end of ${expiry(row)}, so the refill of ${wallet} is paused and nothing was charged.`,
              'Add a new card and choose it for the refills to start them again.',
            ],
          }),
        };
      case 'mobilepay_agreement_inactive':
        return {
          subject: `The refill of ${wallet} is paused: there is no MobilePay agreement`,
          ...composeMail({
            paragraphs: [
              'Hello,',
              `The refill of ${wallet} is paid with MobilePay, but the wallet has no active MobilePay agreement (it was stopped or not approved), so the refill is paused and nothing was charged.`,
              'Choose MobilePay again under Refill on the front page to set up a new agreement, or choose a card.',
            ],
          }),
        };
      default:
        throw new Error(`No e-mail for alert kind ${row.kind}`);
    }
  }
  switch (row.kind) {
    case 'low_balance':
      return {
        subject: `Lav saldo: ${wallet} har ${formatOre(row.balance_ore ?? 0, 'da')} tilbage`,
        ...composeMail({
          paragraphs: [
            'Hej,',
            `Tegnebogen for ${wallet} har nu en saldo på ${formatOre(row.balance_ore ?? 0, 'da')}, under de ${formatOre(row.threshold_ore ?? 0, 'da')}, du har bedt om besked ved.`,
            'Sæt penge ind, eller slå automatisk optankning til, så kortet bliver ved med at virke i kantinen.',
          ],
          footer: ['Du får højst én sådan e-mail om dagen. Skift dine advarsler under E-mail-advarsler på forsiden.'],
        }),
      };
    case 'card_expiry':
      return {
        subject: `Betalingskortet til optankning af ${wallet} udløber snart`,
        ...composeMail({
          paragraphs: ['Hej,', `Betalingskortet ${card}, som optankningen af ${wallet} bruger, udløber med udgangen af ${expiry(row)}.`, 'Tilføj et nyt kort, og vælg det til optankning, så den fortsætter.'],
        }),
      };
    case 'card_expired':
      return {
        subject: `Optankningen af ${wallet} er sat på pause: kortet er udløbet`,
        ...composeMail({
          paragraphs: [
            'Hej,',
            `Betalingskortet ${card} udløb med udgangen af ${expiry(row)}, så optankningen af ${wallet} er sat på pause, og der er ikke trukket noget.`,
            'Tilføj et nyt kort, og vælg det til optankning, for at starte den igen.',
          ],
        }),
      };
    case 'mobilepay_agreement_inactive':
      return {
        subject: `Optankningen af ${wallet} er sat på pause: der er ingen aftale med MobilePay`,
        ...composeMail({
          paragraphs: [
            'Hej,',
            `Optankningen af ${wallet} betales med MobilePay, men tegnebogen har ingen aktiv aftale med MobilePay (den er stoppet eller blev ikke godkendt), så optankningen er sat på pause, og der er ikke trukket noget.`,
            'Vælg MobilePay igen under Optankning på forsiden for at oprette en ny aftale, eller vælg et kort.',
          ],
        }),
      };
    default:
      throw new Error(`No e-mail for alert kind ${row.kind}`);
  }
}
