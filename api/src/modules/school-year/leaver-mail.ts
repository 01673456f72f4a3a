import { formatKroner, oreToKroner } from '@kk/domain';
import { composeMail, type ComposedMail } from '../../core/mail-compose';
import type { ContentLanguage } from '../notifications/language';

/** Where a leaver's balance goes at the new school year. */
export type LeaverPayback =
  | { kind: 'card'; amountOre: number; cardLast4: string }
  | { kind: 'sibling'; amountOre: number; siblingName: string }
  | { kind: 'none'; amountOre: number };

export interface LeaverFacts {
  pupilName: string;
  customerName: string;
  payback: LeaverPayback;
}

function balanceSentence(payback: LeaverPayback, language: ContentLanguage): string {
  const amount = formatKroner(oreToKroner(payback.amountOre), language);
  if (language === 'en') {
    if (payback.amountOre === 0) return 'There was no money left on the wallet.';
    if (payback.kind === 'card') return `The balance of ${amount} is paid back to your card ending in ${payback.cardLast4}. It usually shows on the card within a few banking days.`;
    if (payback.kind === 'sibling') return `As you chose, the balance of ${amount} has been moved to ${payback.siblingName}'s wallet.`;
    return `The balance of ${amount} stays on the closed wallet, as no card is saved for it. Contact the school or our help desk to have it paid out.`;
  }
  if (payback.amountOre === 0) return 'Der var ingen penge tilbage på tegnebogen.';
  if (payback.kind === 'card') return `Saldoen på ${amount} betales tilbage til dit kort, der ender på ${payback.cardLast4}. Den ses som regel på kortet inden for få bankdage.`;
  if (payback.kind === 'sibling') return `Som du valgte, er saldoen på ${amount} flyttet til ${payback.siblingName}s tegnebog.`;
  return `Saldoen på ${amount} bliver stående på den lukkede tegnebog, da der ikke er gemt et kort til den. Kontakt skolen eller vores support for at få den udbetalt.`;
}

/** The e-mail to a leaver's guardians (issue 28): the wallet is closed for sales, and where its money went. */
export function leaverMail(facts: LeaverFacts, language: ContentLanguage): ComposedMail & { subject: string } {
  const { pupilName, customerName, payback } = facts;
  if (language === 'en') {
    return {
      subject: `${pupilName} has left ${customerName}: the wallet is closed`,
      ...composeMail({
        paragraphs: ['Hello,', `With the new school year ${pupilName} has finished at ${customerName}, so ${pupilName}'s wallet is closed for purchases.`, balanceSentence(payback, language)],
        footer: ['You can still see the wallet’s transactions and download your family’s data from your account page.'],
      }),
    };
  }
  return {
    subject: `${pupilName} er gået ud af ${customerName}: tegnebogen er lukket`,
    ...composeMail({
      paragraphs: ['Hej,', `Med det nye skoleår er ${pupilName} færdig på ${customerName}, så ${pupilName}s tegnebog er lukket for køb.`, balanceSentence(payback, language)],
      footer: ['Du kan stadig se tegnebogens posteringer og hente din families data fra din kontoside.'],
    }),
  };
}
