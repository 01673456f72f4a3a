import { allergenName, describeDishChange, formatCalendarDay, formatOre, type DishContentChange } from '@kk/domain';
import { composeMail, type ComposedMail } from '../../core/mail-compose';
import type { ContentLanguage } from '../notifications/language';

/** A child of the guardian whose order of the dish is concerned, with the allergens of its profile the changed dish has. */
export interface DishMailChild {
  name: string;
  blockedAllergens: readonly number[];
}

export interface DishMailFacts {
  dishName: string;
  /** YYYY-MM-DD. */
  serveDate: string;
  children: readonly DishMailChild[];
  /** The wallet site's orders view. */
  ordersLink: string;
}

const names = (ids: readonly number[], language: ContentLanguage) => ids.map((id) => allergenName(id, language)).join(', ');
const childList = (children: readonly DishMailChild[], and: string) => {
  const all = children.map((child) => child.name);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} ${and} ${all[all.length - 1]}`;
};

/**
 * The e-mail to a guardian whose child ordered a dish whose contents changed (issue 25), in
 * the guardian's language: the dish, the day, the child, exactly what changed, an allergy
 * conflict with the child's profile, and that the order may be cancelled with a full refund
 * whatever its cancellation date, with a link to the orders view.
 */
export function dishChangedMail(facts: DishMailFacts, change: DishContentChange, language: ContentLanguage): ComposedMail & { subject: string } {
  const day = formatCalendarDay(facts.serveDate, language);
  const what = describeDishChange(change, language).map((line) => `• ${line}`).join('\n');
  const conflicts = facts.children.filter((child) => child.blockedAllergens.length > 0);
  if (language === 'en') {
    return {
      subject: `${facts.dishName} on ${day} has changed`,
      ...composeMail({
        paragraphs: [
          'Hello,',
          `The kitchen has changed ${facts.dishName}, served on ${day}, which you ordered for ${childList(facts.children, 'and')}. What changed:`,
          what,
          ...conflicts.map((child) => `Note: ${child.name}'s allergy profile excludes ${names(child.blockedAllergens, 'en')}, which the dish now contains.`),
          'You may cancel the order with a full refund, whatever its cancellation date, until the end of the day it is served.',
        ],
        action: { label: 'See the orders', url: facts.ordersLink },
      }),
    };
  }
  return {
    subject: `${facts.dishName} ${day} er ændret`,
    ...composeMail({
      paragraphs: [
        'Hej,',
        `Køkkenet har ændret ${facts.dishName}, der serveres ${day}, som du har bestilt til ${childList(facts.children, 'og')}. Det er ændret:`,
        what,
        ...conflicts.map((child) => `Bemærk: ${child.name}s allergiprofil udelukker ${names(child.blockedAllergens, 'da')}, som retten nu indeholder.`),
        'Du kan annullere bestillingen med fuld refusion, uanset afbestillingsfristen, indtil udgangen af den dag, retten serveres.',
      ],
      action: { label: 'Se bestillingerne', url: facts.ordersLink },
    }),
  };
}

/**
 * The e-mail to a guardian whose child's order of a dish the kitchen removed: refunded in
 * full to the child's wallet (refundedOre), or, for an order not paid yet (its card payment
 * pending; refundedOre null), cancelled with nothing charged.
 */
export function dishRemovedMail(facts: DishMailFacts & { refundedOre: number | null }, language: ContentLanguage): ComposedMail & { subject: string } {
  const day = formatCalendarDay(facts.serveDate, language);
  const refunded = facts.refundedOre;
  if (language === 'en') {
    const children = childList(facts.children, 'and');
    return {
      subject: refunded === null ? `${facts.dishName} on ${day} is cancelled` : `${facts.dishName} on ${day} is cancelled and refunded`,
      ...composeMail({
        paragraphs: [
          'Hello,',
          `The kitchen has removed ${facts.dishName}, which was to be served on ${day} and which you ordered for ${children}.`,
          refunded === null
            ? 'The order was not paid yet: it is cancelled and nothing is charged. A card payment made for it after all is credited to the wallet.'
            : `The order is cancelled and ${formatOre(refunded, 'en')} is refunded in full to ${children}'s wallet.`,
        ],
        action: { label: 'See the orders', url: facts.ordersLink },
      }),
    };
  }
  const children = childList(facts.children, 'og');
  return {
    subject: refunded === null ? `${facts.dishName} ${day} er aflyst` : `${facts.dishName} ${day} er aflyst og refunderet`,
    ...composeMail({
      paragraphs: [
        'Hej,',
        `Køkkenet har fjernet ${facts.dishName}, som skulle serveres ${day}, og som du har bestilt til ${children}.`,
        refunded === null
          ? 'Bestillingen var ikke betalt endnu: den er annulleret, og intet er trukket. Bliver den alligevel betalt med kort, sættes beløbet ind på kontoen.'
          : `Bestillingen er annulleret, og ${formatOre(refunded, 'da')} er refunderet fuldt ud til ${children}s konto.`,
      ],
      action: { label: 'Se bestillingerne', url: facts.ordersLink },
    }),
  };
}
