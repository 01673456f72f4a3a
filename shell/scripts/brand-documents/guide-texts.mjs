// The user guide: a Danish file and one for every other language (English), spec section 2.

/** @typedef {import('./document-model.mjs').BrandContext} BrandContext */
/** @typedef {import('./document-model.mjs').DocumentModel} DocumentModel */

/** @param {BrandContext} b @param {'da' | 'other'} language @returns {DocumentModel} */
export function userGuide(b, language) {
  if (language === 'da') {
    return {
      title: 'Brugervejledning',
      intro: `Kom godt i gang med ${b.name}. Vejledningen viser de ting, de fleste bruger hver uge.`,
      sections: [
        { heading: '1. Log ind', paragraphs: [`Gå til ${b.name}s side, og log ind med din e-mail og adgangskode. Første gang viser en guide dig rundt i syv trin; du kan altid springe den over.`] },
        { heading: '2. Se dine tegnebøger', paragraphs: ['Forsiden viser en tegnebog for hvert barn eller for dig selv med saldo og de seneste køb. Vælg en tegnebog for at se alle transaktioner.'] },
        { heading: '3. Sæt penge ind', bullets: ['Vælg "Indbetal" på tegnebogen.', 'Vælg et beløb, og betal med dit betalingskort.', 'Pengene kan bruges med det samme.'], paragraphs: [] },
        { heading: '4. Automatisk optankning', paragraphs: ['Vælg et beløb og en grænse. Når saldoen kommer under grænsen, sætter vi automatisk beløbet ind fra dit primære betalingskort.'] },
        { heading: '5. Skolekort', paragraphs: ['Skriv nummeret fra bagsiden af kortet under tegnebogen. Mister barnet kortet, så fjern det, og tilknyt et nyt; pengene bliver på tegnebogen.'] },
        { heading: '6. Bestil mad og varer', paragraphs: ['Åbn "Madplan" eller "Webshop", vælg dage og varer, og læg dem i kurven. Betal fra tegnebogen eller med kort. Du kan afbestille frem til fristen ved hver vare.'] },
        { heading: '7. Hjælp', paragraphs: [`Under "Hjælpevideoer og spørgsmål" nederst på siden finder du korte videoer og svar på de mest stillede spørgsmål. Kundeservice: ${b.phone}, ${b.email} (${b.hoursDa.toLowerCase()}).`] },
      ],
      summary: [],
    };
  }
  return {
    title: 'User guide',
    intro: `Getting started with ${b.name}. This guide shows what most people use every week.`,
    sections: [
      { heading: '1. Log in', paragraphs: [`Go to the ${b.name} site and log in with your e-mail and password. The first time, a guide shows you around in seven steps; you can always skip it.`] },
      { heading: '2. See your wallets', paragraphs: ['The front page shows a wallet for each child, or for yourself, with the balance and the latest purchases. Choose a wallet to see all its transactions.'] },
      { heading: '3. Add funds', bullets: ['Choose "Add funds" on the wallet.', 'Choose an amount and pay with your payment card.', 'The money can be used at once.'], paragraphs: [] },
      { heading: '4. Automatic refill', paragraphs: ['Choose an amount and a limit. When the balance drops below the limit, we add the amount from your primary payment card.'] },
      { heading: '5. School card', paragraphs: ['Enter the number from the back of the card under the wallet. If the card is lost, remove it and add a new one; the money stays on the wallet.'] },
      { heading: '6. Order food and products', paragraphs: ['Open "Food plan" or "Webshop", pick days and products and put them in the basket. Pay from the wallet or by card. You can cancel until the deadline shown with each product.'] },
      { heading: '7. Help', paragraphs: [`Under "Help videos and questions" at the bottom of the page you find short videos and answers to common questions. Customer service: ${b.phone}, ${b.email} (${b.hoursEn}).`] },
    ],
    summary: [],
  };
}
