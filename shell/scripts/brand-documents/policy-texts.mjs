// The wording of the data-controller policy (with its MitID variant) and the cookie
// policy. One template for every brand; the brand's details are filled in, and godset and
// mfkkortet get wording of their own where their situation differs (spec section 2).
// Policies are in Danish, the language of the customers' agreements, with a summary in
// English at the end for readers of the English site.

/** @typedef {import('./document-model.mjs').BrandContext} BrandContext */
/** @typedef {import('./document-model.mjs').DocumentModel} DocumentModel */
/** @typedef {import('./document-model.mjs').Section} Section */

const DATATILSYNET = 'Datatilsynet, Carl Jacobsens Vej 35, 2500 Valby, www.datatilsynet.dk';

/** @param {BrandContext} b @returns {Section} */
function controllerSection(b) {
  return {
    heading: '1. Dataansvarlig',
    paragraphs: [
      `${b.name} (CVR-nr. ${b.cvr}) er dataansvarlig for behandlingen af de personoplysninger, vi modtager om dig og de personer, du administrerer tegnebøger for.`,
      `Du kan kontakte os på ${b.email} eller på telefon ${b.phone} (${b.hoursDa.toLowerCase()}).`,
    ],
  };
}

/** @param {BrandContext} b @returns {Section[]} */
function commonRights(b) {
  return [
    {
      heading: 'Dine rettigheder',
      paragraphs: ['Du har efter databeskyttelsesforordningen en række rettigheder. Vil du bruge dem, så skriv til os, så svarer vi inden for en måned.'],
      bullets: [
        'Ret til indsigt i de oplysninger, vi behandler om dig.',
        'Ret til at få forkerte oplysninger rettet.',
        'Ret til at få oplysninger slettet, når vi ikke længere har et lovligt grundlag for at behandle dem.',
        'Ret til begrænsning af behandlingen og ret til at gøre indsigelse.',
        'Ret til at få udleveret dine oplysninger i et almindeligt, maskinlæsbart format (dataportabilitet).',
      ],
    },
    {
      heading: 'Klage',
      paragraphs: [
        `Er du utilfreds med, hvordan vi behandler dine oplysninger, vil vi gerne høre fra dig på ${b.email}. Du kan også klage til ${DATATILSYNET}.`,
      ],
    },
  ];
}

/** @param {BrandContext} b @returns {Section[]} */
function defaultBody(b) {
  return [
    controllerSection(b),
    {
      heading: '2. Hvilke oplysninger vi behandler',
      paragraphs: ['Vi behandler kun de oplysninger, der er nødvendige for, at du kan bruge tegnebogen:'],
      bullets: [
        'Dit navn, din e-mailadresse og dit mobilnummer.',
        'Navn, institution, klasse og eventuelt skolekortnummer for de tegnebøger, du administrerer.',
        'Indbetalinger, køb, bestillinger og refusioner med dato, beløb og sted.',
        'Oplysninger om dine betalingskort i form af et token fra betalingsindløseren, korttype og de sidste fire cifre. Vi ser og gemmer aldrig hele kortnummeret eller kontrolcifrene.',
        'Tekniske oplysninger om log ind og brug af siden, som vi skal bruge for at beskytte din konto.',
      ],
    },
    {
      heading: '3. Formål og retsgrundlag',
      paragraphs: [
        'Vi behandler oplysningerne for at levere tjenesten: oprette tegnebøger, modtage indbetalinger, gennemføre køb og bestillinger og vise dig historikken. Retsgrundlaget er aftalen med dig, jf. databeskyttelsesforordningens artikel 6, stk. 1, litra b.',
        'Bogføringsloven kræver, at vi gemmer oplysninger om betalinger, jf. artikel 6, stk. 1, litra c. Log over log ind og fejl behandler vi ud fra vores legitime interesse i at beskytte tjenesten mod misbrug, jf. artikel 6, stk. 1, litra f.',
      ],
    },
    {
      heading: '4. Hvor længe vi gemmer oplysningerne',
      paragraphs: [
        'Oplysninger om betalinger gemmer vi i fem år efter udgangen af det regnskabsår, de vedrører. Din profil og dine tegnebøger sletter vi tolv måneder efter, at du sidst har brugt dem, eller når du beder os om det, medmindre der står penge på en tegnebog, som først skal udbetales.',
      ],
    },
    {
      heading: '5. Hvem vi deler oplysninger med',
      paragraphs: [
        'Vi bruger databehandlere til drift og hosting inden for EU og til betaling med kort. De må kun behandle oplysningerne efter vores instruks. Kantinen eller leverandøren på stedet ser de bestillinger, de skal levere, men ikke din saldo eller dine betalingskort. Vi overfører ikke oplysninger til lande uden for EU/EØS.',
      ],
    },
    {
      heading: '6. Oplysninger om børn',
      paragraphs: [
        'Tegnebøger til børn oprettes og administreres af en forælder eller værge. Barnet bruger kun tegnebogen ved kassen med sit skolekort; barnets oplysninger bliver ikke brugt til markedsføring.',
      ],
    },
    ...commonRights(b).map((section, index) => ({ ...section, heading: `${7 + index}. ${section.heading}` })),
  ];
}

/** Godset is a venue: guests and members, tickets and café purchases, no children's wallets. @param {BrandContext} b @returns {Section[]} */
function godsetBody(b) {
  return [
    controllerSection(b),
    {
      heading: '2. Hvilke oplysninger vi behandler',
      paragraphs: ['Når du bruger Godsets betalingskort til billetter, café og bar, behandler vi:'],
      bullets: [
        'Dit navn, din e-mailadresse og dit mobilnummer.',
        'Dit kortnummer, dit medlemskab og din saldo.',
        'Køb af billetter og varer med dato, beløb og arrangement.',
        'Et token, korttype og de sidste fire cifre for dine betalingskort; aldrig hele kortnummeret.',
        'Om du er fyldt 18 år, fordi vi ikke må sælge alkohol til yngre gæster.',
      ],
    },
    {
      heading: '3. Formål og retsgrundlag',
      paragraphs: [
        'Vi behandler oplysningerne for at levere kortet og dine køb (aftalen, artikel 6, stk. 1, litra b) og for at overholde bogføringsloven og reglerne om alkoholsalg (retlig forpligtelse, litra c).',
        'Nyhedsbreve om koncerter og arrangementer sender vi kun, hvis du har givet samtykke (litra a). Du kan til enhver tid trække samtykket tilbage fra linket i nyhedsbrevet.',
      ],
    },
    {
      heading: '4. Hvor længe vi gemmer oplysningerne',
      paragraphs: ['Betalinger gemmer vi i fem år efter regnskabsårets udgang. Din profil sletter vi 24 måneder efter dit sidste køb, og din samtykke-historik gemmer vi, så længe vi kan blive bedt om at dokumentere den.'],
    },
    {
      heading: '5. Hvem vi deler oplysninger med',
      paragraphs: ['Vores billetsystem, vores betalingsindløser og vores hostingleverandør behandler oplysningerne for os som databehandlere inden for EU. Arrangører af koncerter får ikke dine oplysninger.'],
    },
    ...commonRights(b).map((section, index) => ({ ...section, heading: `${6 + index}. ${section.heading}` })),
  ];
}

/** MFK-kortet is run by a municipality: public-authority basis and a data protection officer. @param {BrandContext} b @returns {Section[]} */
function mfkkortetBody(b) {
  return [
    controllerSection(b),
    {
      heading: '2. Databeskyttelsesrådgiver',
      paragraphs: [`Kommunen har en databeskyttelsesrådgiver, som du kan kontakte om alt, der handler om behandlingen af dine oplysninger, på ${b.email} med emnet "Databeskyttelsesrådgiver".`],
    },
    {
      heading: '3. Hvilke oplysninger vi behandler',
      bullets: [
        'Navn, adresse, e-mail og mobilnummer på kortholderen eller dennes værge.',
        'Kortnummer, saldo og brug af kortet i kommunens kantiner, svømmehaller og biblioteker.',
        'Token, korttype og de sidste fire cifre for betalingskort; aldrig hele kortnummeret.',
      ],
      paragraphs: [],
    },
    {
      heading: '4. Formål og retsgrundlag',
      paragraphs: [
        'MFK-kortet er en del af kommunens service over for borgerne. Vi behandler oplysningerne som led i myndighedsudøvelse og opgaver i samfundets interesse, jf. databeskyttelsesforordningens artikel 6, stk. 1, litra e, og for at overholde reglerne om kommunernes regnskab, jf. litra c.',
      ],
    },
    {
      heading: '5. Opbevaring og sletning',
      paragraphs: ['Oplysninger om betalinger gemmes efter kommunens regler for regnskab og arkivering, normalt i fem år. Kortet og profilen slettes, når kortet har været ubrugt i to år, og en eventuel saldo er udbetalt.'],
    },
    {
      heading: '6. Videregivelse',
      paragraphs: ['Oplysningerne deles kun med kommunens databehandlere (drift, betalingsindløsning) og med andre myndigheder, når loven kræver det.'],
    },
    ...commonRights(b).map((section, index) => ({ ...section, heading: `${7 + index}. ${section.heading}` })),
  ];
}

/** @param {BrandContext} b @returns {Section} */
function mitIdSection(b) {
  return {
    heading: 'Log ind med MitID',
    paragraphs: [
      `Når du logger ind med MitID, sker det gennem en godkendt MitID-broker. ${b.name} modtager dit navn og et fast, personligt ID fra MitID, så vi kan genkende dig næste gang.`,
      'Dit CPR-nummer bruger vi kun én gang, når vi skal finde de børn, du er værge for, i skolens system. Derefter gemmes det ikke. Vi gemmer heller ikke oplysninger om din MitID-app eller dit kodeviser.',
      'Retsgrundlaget er aftalen med dig og, for CPR-nummeret, databeskyttelseslovens § 11, stk. 2, nr. 2 (entydig identifikation).',
    ],
  };
}

const PRIVACY_SUMMARY = [
  'we process your name, contact details, the wallets you manage and their payments only to run the wallet service, keep payment records for five years as Danish bookkeeping law requires, never store full card numbers, share data only with processors inside the EU, and you may ask for access, correction or deletion at any time or complain to the Danish Data Protection Agency (Datatilsynet).',
];

/**
 * @param {BrandContext} b
 * @param {'default' | 'godset' | 'mfkkortet'} template
 * @param {boolean} mitId
 * @returns {DocumentModel}
 */
export function dataPolicy(b, template, mitId) {
  const body = template === 'godset' ? godsetBody(b) : template === 'mfkkortet' ? mfkkortetBody(b) : defaultBody(b);
  const sections = mitId ? [body[0], { ...mitIdSection(b), heading: `1a. ${mitIdSection(b).heading}` }, ...body.slice(1)] : body;
  return {
    title: mitId ? 'Privatlivspolitik – log ind med MitID' : 'Privatlivspolitik',
    intro: `Sådan behandler ${b.name} dine personoplysninger${mitId ? ', når du logger ind med MitID' : ''}.`,
    sections: /** @type {Section[]} */ (sections),
    summary: PRIVACY_SUMMARY,
  };
}

/** The cookies and storage the site really uses (see the shell's code). @returns {Section[]} */
function cookieSections(/** @type {string} */ who) {
  return [
    {
      heading: 'Hvad er cookies?',
      paragraphs: ['En cookie er en lille tekstfil, som hjemmesiden gemmer i din browser. Siden bruger også browserens lokale lager (local storage og session storage) på samme måde. Her kalder vi det hele cookies.'],
    },
    {
      heading: 'De cookies, vi bruger',
      paragraphs: [`${who} bruger kun cookies, der er nødvendige for, at siden virker, eller som husker dine egne valg:`],
      bullets: [
        'kk.culture – husker, om du har valgt dansk eller engelsk. Gemmes i et år.',
        'kk.accessToken – holder dig logget ind. Slettes, når du logger ud, eller når din session udløber.',
        'kk.cookieConsent – husker, at du har svaret på cookiebeskeden. Gemmes i 180 dage for hver side.',
        'kk.dismissedSystemNotifications – husker, hvilke driftsbeskeder du har lukket. Slettes, når du lukker browseren.',
      ],
    },
    {
      heading: 'Ingen sporing',
      paragraphs: ['Vi bruger ikke cookies til statistik, annoncer eller sporing på tværs af hjemmesider, og vi deler ingen cookies med tredjeparter.'],
    },
    {
      heading: 'Sådan sletter du cookies',
      paragraphs: ['Du kan til enhver tid slette cookies i din browsers indstillinger. Sletter du dem, bliver du logget ud, og siden spørger igen om cookies.'],
    },
  ];
}

/** @param {BrandContext} b @returns {DocumentModel} */
export function cookiePolicy(b) {
  return {
    title: 'Cookiepolitik',
    intro: `Sådan bruger ${b.name} cookies på ${b.name}s hjemmeside.`,
    sections: [...cookieSections(b.name), { heading: 'Kontakt', paragraphs: [`Har du spørgsmål til vores brug af cookies, så skriv til ${b.email}.`] }],
    summary: ['the site only uses the storage it needs to work and to remember your choices (language, sign-in, this answer for 180 days, dismissed service messages for the session). There is no tracking, statistics or advertising, and nothing is shared with third parties.'],
  };
}

/**
 * The anonymous cookie policy text the cookie bar's dialog shows (spec section 7: a static
 * text file per culture), from the same facts as the PDF.
 * @returns {{ da: string, en: string }}
 */
export function cookiePolicyText() {
  const da = cookieSections('Siden')
    .map((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? []).map((b) => `• ${b}`)].join('\n'))
    .join('\n\n');
  const en = [
    'What are cookies?\nA cookie is a small text file a website keeps in your browser. This site also uses the browser\'s local and session storage in the same way; here we call it all cookies.',
    'The cookies we use\nThe site only uses cookies it needs to work or that remember your own choices:\n• kk.culture – remembers whether you chose Danish or English. Kept for one year.\n• kk.accessToken – keeps you signed in. Removed when you log out or your session expires.\n• kk.cookieConsent – remembers that you answered the cookie message. Kept for 180 days per site.\n• kk.dismissedSystemNotifications – remembers which service messages you closed. Removed when you close the browser.',
    'No tracking\nWe use no cookies for statistics, advertising or tracking across websites, and we share no cookies with third parties.',
    'How to delete cookies\nYou can delete cookies in your browser\'s settings at any time. If you do, you are logged out and the site asks about cookies again.',
  ].join('\n\n');
  return { da: `${da}\n`, en: `${en}\n` };
}
