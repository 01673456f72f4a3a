import { addTranslations } from '@kk/platform';

/** The help explorer's texts: its labels, the FAQ and the service-fee info. */
export const helpTexts = {
  da: {
    title: 'Hjælp',
    close: 'Luk hjælpen',
    search: 'Søg i hjælpevideoerne',
    searchHint: 'Skriv et ord, fx "kort" eller "madplan".',
    videos: 'Hjælpevideoer',
    noMatch: 'Ingen videoer matcher "{{query}}".',
    matches: '{{count}} videoer vises',
    videoLabel: 'Video: {{title}}',
    faq: 'Ofte stillede spørgsmål',
    serviceFee: {
      title: 'Servicegebyr',
      text: 'Betaler du med betalingskort, kan der blive lagt et servicegebyr på {{fee}} oven i beløbet. Køb, der betales med pengene i tegnebogen, er uden gebyr.',
    },
    questions: {
      balance: {
        q: 'Hvornår kan pengene bruges, når jeg har sat ind?',
        a: 'Med det samme. Så snart betalingen er godkendt, står beløbet på tegnebogen og kan bruges ved kassen og i webshoppen.',
      },
      lostCard: {
        q: 'Hvad gør jeg, hvis skolekortet bliver væk?',
        a: 'Fjern kortet fra tegnebogen under "Skolekort", så det ikke kan bruges. Pengene bliver på tegnebogen, og du kan tilknytte et nyt kort.',
      },
      refund: {
        q: 'Kan jeg få pengene tilbage for en madbestilling?',
        a: 'Ja, så længe afbestillingsfristen ikke er overskredet. Afbestil under "Madplan", så kommer pengene tilbage på tegnebogen.',
      },
      refill: {
        q: 'Hvordan virker automatisk optankning?',
        a: 'Når saldoen kommer under den grænse, du vælger, sætter vi automatisk det beløb ind, du har valgt, fra dit primære betalingskort.',
      },
    },
  },
  en: {
    title: 'Help',
    close: 'Close help',
    search: 'Search the help videos',
    searchHint: 'Type a word, e.g. "card" or "food plan".',
    videos: 'Help videos',
    noMatch: 'No videos match "{{query}}".',
    matches: '{{count}} videos shown',
    videoLabel: 'Video: {{title}}',
    faq: 'Frequently asked questions',
    serviceFee: {
      title: 'Service fee',
      text: 'When you pay by payment card, a service fee of {{fee}} may be added to the amount. Purchases paid with the money in the wallet carry no fee.',
    },
    questions: {
      balance: {
        q: 'When can the money be used after I add funds?',
        a: 'At once. As soon as the payment is approved, the amount is on the wallet and can be used at the till and in the webshop.',
      },
      lostCard: {
        q: 'What do I do if the school card is lost?',
        a: 'Remove the card from the wallet under "School card" so it cannot be used. The money stays on the wallet, and you can add a new card.',
      },
      refund: {
        q: 'Can I get my money back for a food order?',
        a: 'Yes, as long as the cancellation deadline has not passed. Cancel under "Food plan" and the money goes back to the wallet.',
      },
      refill: {
        q: 'How does automatic refill work?',
        a: 'When the balance drops below the limit you choose, we automatically add the amount you chose from your primary payment card.',
      },
    },
  },
};

export const FAQ_KEYS = ['balance', 'lostCard', 'refund', 'refill'] as const;

export function registerHelpTexts(): void {
  addTranslations('help', helpTexts);
}
