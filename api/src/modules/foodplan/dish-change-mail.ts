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

/** The e-mail to a guardian whose child's order of a dish the kitchen removed: refunded in full to the child's wallet. */
export function dishRemovedMail(facts: DishMailFacts & { refundedOre: number }, language: ContentLanguage): ComposedMail & { subject: string } {
  const day = formatCalendarDay(facts.serveDate, language);
  const amount = formatOre(facts.refundedOre, language);
  if (language === 'en') {
    return {
      subject: `${facts.dishName} on ${day} is cancelled and refunded`,
      ...composeMail({
        paragraphs: [
          'Hello,',
          `The kitchen has removed ${facts.dishName}, which was to be served on ${day} and which you ordered for ${childList(facts.children, 'and')}.`,
          `The order is cancelled and ${amount} is refunded in full to ${childList(facts.children, 'and')}'s wallet.`,
        ],
        action: { label: 'See the orders', url: facts.ordersLink },
      }),
    };
  }
  return {
    subject: `${facts.dishName} ${day} er aflyst og refunderet`,
    ...composeMail({
      paragraphs: [
        'Hej,',
        `Køkkenet har fjernet ${facts.dishName}, som skulle serveres ${day}, og som du har bestilt til ${childList(facts.children, 'og')}.`,
        `Bestillingen er annulleret, og ${amount} er refunderet fuldt ud til ${childList(facts.children, 'og')}s konto.`,
      ],
      action: { label: 'Se bestillingerne', url: facts.ordersLink },
    }),
  };
}
