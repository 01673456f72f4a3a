// The wording of the terms and conditions. One default text for every brand with the
// brand's details filled in; skejser, kkpay and godset have terms of their own where
// their service differs (spec section 2), built on the same base so common rules stay alike.

/** @typedef {import('./document-model.mjs').BrandContext} BrandContext */
/** @typedef {import('./document-model.mjs').DocumentModel} DocumentModel */
/** @typedef {import('./document-model.mjs').Section} Section */

/** @param {BrandContext} b @returns {Section[]} */
function baseSections(b) {
  return [
    {
      heading: 'Tjenesten',
      paragraphs: [`${b.name} er en kontantfri tegnebog. Du sætter penge ind på en tegnebog, og pengene kan bruges ved kassen, i webshoppen og til madbestillinger hos de steder, der er tilknyttet ${b.name}.`],
    },
    {
      heading: 'Oprettelse og log ind',
      paragraphs: ['Du skal være fyldt 18 år for at oprette en profil. Du er ansvarlig for, at dine oplysninger er rigtige, og for at holde din adgangskode hemmelig. Har du mistanke om misbrug, skal du straks ændre adgangskoden og kontakte os.'],
    },
    {
      heading: 'Indbetaling',
      paragraphs: [
        'Du kan sætte penge ind med betalingskort eller slå automatisk optankning til. Beløbet står på tegnebogen, så snart betalingen er godkendt.',
        'Ved betaling med betalingskort kan der blive opkrævet et servicegebyr på 1,50 kr. pr. betaling. Gebyret vises, før du godkender betalingen. Køb, der betales fra tegnebogen, er uden gebyr.',
      ],
    },
    {
      heading: 'Bestilling og afbestilling',
      paragraphs: ['Madbestillinger kan afbestilles indtil den frist, der står ved varen. Afbestiller du i tide, får du pengene tilbage på tegnebogen. Efter fristen kan en bestilling ikke refunderes.'],
    },
    {
      heading: 'Spærring',
      paragraphs: ['Du kan selv spærre en tegnebog eller et skolekort. Vi kan spærre en tegnebog ved mistanke om misbrug eller ved brud på disse betingelser; vi giver dig besked med det samme.'],
    },
    {
      heading: 'Saldo og udbetaling',
      paragraphs: ['Pengene på tegnebogen forrenter sig ikke. Lukker du profilen, eller forlader barnet institutionen, udbetaler vi saldoen til den konto, du oplyser, uden gebyr.'],
    },
    {
      heading: 'Fortrydelsesret',
      paragraphs: ['Du har 14 dages fortrydelsesret på indbetalinger, der ikke er brugt. Fortryder du, får du det ubrugte beløb tilbage til det betalingskort, du betalte med.'],
    },
    {
      heading: 'Ændringer af betingelserne',
      paragraphs: ['Vi varsler ændringer af betingelserne med mindst en måned på e-mail og på siden. Bruger du tjenesten efter ændringen, gælder de nye betingelser.'],
    },
    {
      heading: 'Klage',
      paragraphs: [`Har du en klage, så skriv til ${b.email} eller ring på ${b.phone}. Kan vi ikke blive enige, kan du klage til Nævnenes Hus, Toldboden 2, 8800 Viborg, eller via EU-Kommissionens klageportal.`],
    },
    {
      heading: 'Lovvalg',
      paragraphs: ['Betingelserne er underlagt dansk ret. Eventuelle tvister afgøres ved de danske domstole.'],
    },
  ];
}

/** @type {Record<'skejser' | 'kkpay' | 'godset', (b: BrandContext) => Section[]>} */
const OWN_SECTIONS = {
  skejser: (b) => [
    {
      heading: 'Køb i skolebutikken og kantinen',
      paragraphs: [`Hos ${b.name} kan tegnebogen også bruges i skolebutikken til bøger, materialer og arrangementer. Forældre kan sætte et dagligt beløbsloft for hver elev; købet afvises, når loftet er nået.`],
    },
  ],
  kkpay: (b) => [
    {
      heading: 'Selvbetjening og hurtigt køb',
      paragraphs: [`${b.name} giver adgang til selvbetjening og hurtigt køb ved kassen. Slår du hurtigt køb til, kan barnet købe uden at vise skolekortet for beløb op til 50 kr. pr. dag. Du kan slå det fra når som helst.`],
    },
    {
      heading: 'Skolekort og billede',
      paragraphs: ['For at bruge ' + b.name + ' skal hver tegnebog have et skolekort og et billede, så personalet ved kassen kan se, at kortet bruges af den rigtige.'],
    },
  ],
  godset: (b) => [
    {
      heading: 'Billetter og arrangementer',
      paragraphs: [`Billetter købt med ${b.name}s kort refunderes kun, hvis arrangementet aflyses. Flyttes et arrangement, gælder billetten til den nye dato, eller du kan få pengene tilbage på kortet inden for 14 dage.`],
    },
    {
      heading: 'Alkohol',
      paragraphs: ['Vi sælger ikke alkohol til gæster under 18 år og kan bede om legitimation ved kassen, også når du betaler med kortet.'],
    },
  ],
};

/**
 * @param {BrandContext} b
 * @param {'default' | 'skejser' | 'kkpay' | 'godset'} template
 * @returns {DocumentModel}
 */
export function terms(b, template) {
  const base = baseSections(b);
  const own = template === 'default' ? [] : OWN_SECTIONS[template](b);
  // A brand's own rules come right after the general description of the service.
  const sections = [base[0], ...own, ...base.slice(1)].map((section, index) => ({ ...section, heading: `${index + 1}. ${section.heading}` }));
  return {
    title: 'Handelsbetingelser',
    intro: `Betingelser for brug af ${b.name}. Ved at oprette en profil accepterer du disse betingelser.`,
    sections: /** @type {Section[]} */ (sections),
    summary: ['these terms cover adding funds (a card service fee of DKK 1.50 may apply), spending, cancelling orders before their deadline, blocking, paying out the balance, a 14-day right of withdrawal for unused funds, complaints and Danish law.'],
  };
}
