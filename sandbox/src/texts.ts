import type { CardFieldError } from './card-form';
import type { TestCardOutcome } from './protocol';

export type SandboxLanguage = 'da' | 'en';

export interface SandboxTexts {
  banner: string;
  bannerDetail: string;
  provider: string;
  registerTitle: string;
  registerLead: string;
  payTitle: string;
  payLead: string;
  amount: string;
  cardType: string;
  cardNumber: string;
  cardNumberHint: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  saveCard: string;
  pay: (amount: string) => string;
  cancel: string;
  errorSummaryTitle: string;
  fieldErrors: Record<CardFieldError, string>;
  testCardsTitle: string;
  testCardsHint: string;
  testCardNumber: string;
  testCardResult: string;
  outcomes: Record<TestCardOutcome, string>;
  registrationNote: string;
  otherLanguage: string;
  languageNav: string;
  expiredTitle: string;
  expiredBody: string;
  processingTitle: string;
  processingBody: string;
  indexTitle: string;
  indexBody: string;
  mobilePay: MobilePayTexts;
  /** The same page approving a MobilePay agreement (refills charged later, without the payer). */
  mobilePayAgreement: MobilePayTexts;
}

/** The MobilePay approval page: the sandbox stands in for the payer's phone app. */
export interface MobilePayTexts {
  title: string;
  lead: string;
  mobileNumber: string;
  mobileNumberHint: string;
  invalidNumber: string;
  next: string;
  approveTitle: string;
  approveLead: (number: string) => string;
  approve: (amount: string) => string;
  reject: string;
  timeLimit: (minutes: number) => string;
  phoneNote: string;
  /** The label of the amount shown (the payment's amount, or an agreement's most per charge). */
  amountLabel?: string;
}

const da: SandboxTexts = {
  banner: 'SANDBOX',
  bannerDetail: 'Testmiljø: ingen rigtige kort og ingen rigtige penge. Brug kun testkortene nedenfor.',
  provider: 'Sandbox-betalingsudbyder',
  registerTitle: 'Tilføj betalingskort',
  registerLead: 'Kortet gemmes hos betalingsudbyderen. Skolens betalingssystem får kun kortets type, de sidste fire cifre og udløbsdatoen.',
  payTitle: 'Betal med kort',
  payLead: 'Betalingen gennemføres hos betalingsudbyderen. Skolens betalingssystem ser aldrig dit kortnummer.',
  amount: 'Beløb',
  cardType: 'Korttype',
  cardNumber: 'Kortnummer',
  cardNumberHint: '16 cifre, som de står på kortet',
  expiry: 'Udløbsdato (MM/ÅÅ)',
  expiryHint: 'For eksempel 12/30',
  cvc: 'Kontrolcifre (CVC)',
  cvcHint: '3 cifre på bagsiden af kortet',
  saveCard: 'Gem kort',
  pay: (amount) => `Betal ${amount}`,
  cancel: 'Annuller og gå tilbage',
  errorSummaryTitle: 'Ret venligst følgende',
  fieldErrors: {
    required: 'Feltet skal udfyldes.',
    invalid_number: 'Kortnummeret er ikke gyldigt.',
    not_a_test_card: 'Dette er en sandkasse: brug et af testkortene nedenfor.',
    wrong_card_type: 'Kortnummeret hører ikke til den valgte korttype. Brug et kort af den type, eller gå tilbage og vælg en anden korttype.',
    invalid_expiry: 'Skriv udløbsdatoen som MM/ÅÅ, for eksempel 12/30.',
    expired: 'Kortet er udløbet.',
    invalid_cvc: 'Kontrolcifrene er 3 eller 4 cifre.',
  },
  testCardsTitle: 'Testkort',
  testCardsHint: 'Brug en vilkårlig fremtidig udløbsdato og vilkårlige kontrolcifre.',
  testCardNumber: 'Kortnummer',
  testCardResult: 'Resultat',
  outcomes: {
    approved: 'Godkendt',
    declined: 'Afvist',
    insufficient_funds: 'Ikke dækning (kan gemmes, men betalinger afvises)',
    timeout: 'Udbyderen venter og fejler derefter (timeout)',
  },
  registrationNote: 'Kortet bliver ikke trukket, når det gemmes.',
  otherLanguage: 'English',
  languageNav: 'Sprog',
  expiredTitle: 'Siden er udløbet',
  expiredBody: 'Denne betalingsside findes ikke længere. Gå tilbage og prøv igen.',
  processingTitle: 'Behandles',
  processingBody: 'Kortet behandles allerede. Vent et øjeblik, og genindlæs derefter siden.',
  indexTitle: 'Sandbox-betalingsudbyder',
  indexBody: 'Denne server spiller betalingsudbyderens rolle i test og demo: hostede sider til at gemme kort og betale, og API-kald til at trække gemte kort og tilbagebetale.',
  mobilePay: {
    title: 'Betal med MobilePay',
    lead: 'Skriv dit mobilnummer. Du godkender derefter betalingen i MobilePay-appen.',
    mobileNumber: 'Mobilnummer',
    mobileNumberHint: '8 cifre, for eksempel 12345678',
    invalidNumber: 'Skriv et dansk mobilnummer på 8 cifre.',
    next: 'Fortsæt',
    approveTitle: 'Godkend i MobilePay-appen',
    approveLead: (number) => `Vi har sendt betalingen til MobilePay på ${number}. Godkend eller afvis den i appen.`,
    approve: (amount) => `Godkend ${amount}`,
    reject: 'Afvis',
    timeLimit: (minutes) => `Betalingen udløber, hvis den ikke er godkendt inden for ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    phoneNote: 'Sandbox: knapperne herunder spiller MobilePay-appens rolle på telefonen.',
  },
  mobilePayAgreement: {
    title: 'Opret aftale med MobilePay',
    lead: 'Skriv dit mobilnummer. Du godkender derefter aftalen i MobilePay-appen; senere optankninger trækkes uden at du skal godkende hver gang.',
    mobileNumber: 'Mobilnummer',
    mobileNumberHint: '8 cifre, for eksempel 12345678',
    invalidNumber: 'Skriv et dansk mobilnummer på 8 cifre.',
    next: 'Fortsæt',
    approveTitle: 'Godkend aftalen i MobilePay-appen',
    approveLead: (number) => `Vi har sendt aftalen til MobilePay på ${number}. Godkend eller afvis den i appen.`,
    approve: (amount) => `Godkend aftalen (højst ${amount} pr. træk)`,
    reject: 'Afvis',
    timeLimit: (minutes) => `Aftalen udløber, hvis den ikke er godkendt inden for ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}.`,
    phoneNote: 'Sandbox: knapperne herunder spiller MobilePay-appens rolle på telefonen.',
    amountLabel: 'Højst pr. træk',
  },
};

const en: SandboxTexts = {
  banner: 'SANDBOX',
  bannerDetail: 'Test environment: no real cards and no real money. Use only the test cards below.',
  provider: 'Sandbox card provider',
  registerTitle: 'Add a payment card',
  registerLead: "The card is kept by the card provider. The school's payment system only receives the card type, the last four digits and the expiry date.",
  payTitle: 'Pay by card',
  payLead: "The payment is made with the card provider. The school's payment system never sees your card number.",
  amount: 'Amount',
  cardType: 'Card type',
  cardNumber: 'Card number',
  cardNumberHint: '16 digits, as printed on the card',
  expiry: 'Expiry date (MM/YY)',
  expiryHint: 'For example 12/30',
  cvc: 'Security code (CVC)',
  cvcHint: '3 digits on the back of the card',
  saveCard: 'Save card',
  pay: (amount) => `Pay ${amount}`,
  cancel: 'Cancel and go back',
  errorSummaryTitle: 'Please correct the following',
  fieldErrors: {
    required: 'This field is required.',
    invalid_number: 'The card number is not valid.',
    not_a_test_card: 'This is a sandbox: use one of the test cards below.',
    wrong_card_type: 'The card number is not of the chosen card type. Use a card of that type, or go back and choose another card type.',
    invalid_expiry: 'Enter the expiry date as MM/YY, for example 12/30.',
    expired: 'The card has expired.',
    invalid_cvc: 'The security code is 3 or 4 digits.',
  },
  testCardsTitle: 'Test cards',
  testCardsHint: 'Use any future expiry date and any security code.',
  testCardNumber: 'Card number',
  testCardResult: 'Result',
  outcomes: {
    approved: 'Approved',
    declined: 'Declined',
    insufficient_funds: 'Insufficient funds (can be saved, but payments are refused)',
    timeout: 'The provider waits, then fails (time-out)',
  },
  registrationNote: 'The card is not charged when it is saved.',
  otherLanguage: 'Dansk',
  languageNav: 'Language',
  expiredTitle: 'This page has expired',
  expiredBody: 'This payment page no longer exists. Go back and try again.',
  processingTitle: 'Processing',
  processingBody: 'The card is already being processed. Wait a moment, then reload the page.',
  indexTitle: 'Sandbox card provider',
  indexBody: 'This server plays the card provider in tests and demos: hosted pages to save a card and to pay, and API calls to charge saved cards and to refund.',
  mobilePay: {
    title: 'Pay with MobilePay',
    lead: 'Enter your mobile number. You then approve the payment in the MobilePay app.',
    mobileNumber: 'Mobile number',
    mobileNumberHint: '8 digits, for example 12345678',
    invalidNumber: 'Enter a Danish mobile number of 8 digits.',
    next: 'Continue',
    approveTitle: 'Approve in the MobilePay app',
    approveLead: (number) => `The payment was sent to MobilePay on ${number}. Approve or reject it in the app.`,
    approve: (amount) => `Approve ${amount}`,
    reject: 'Reject',
    timeLimit: (minutes) => `The payment expires unless it is approved within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    phoneNote: 'Sandbox: the buttons below play the MobilePay app on the phone.',
  },
  mobilePayAgreement: {
    title: 'Set up an agreement with MobilePay',
    lead: 'Enter your mobile number. You then approve the agreement in the MobilePay app; later refills are charged without approving each one.',
    mobileNumber: 'Mobile number',
    mobileNumberHint: '8 digits, for example 12345678',
    invalidNumber: 'Enter a Danish mobile number of 8 digits.',
    next: 'Continue',
    approveTitle: 'Approve the agreement in the MobilePay app',
    approveLead: (number) => `The agreement was sent to MobilePay on ${number}. Approve or reject it in the app.`,
    approve: (amount) => `Approve the agreement (at most ${amount} per charge)`,
    reject: 'Reject',
    timeLimit: (minutes) => `The agreement expires unless it is approved within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    phoneNote: 'Sandbox: the buttons below play the MobilePay app on the phone.',
    amountLabel: 'At most per charge',
  },
};

export const SANDBOX_TEXTS: Readonly<Record<SandboxLanguage, SandboxTexts>> = { da, en };

/** `lang` query parameter first, then the browser's Accept-Language, then Danish. */
export function chooseLanguage(queryLang: string | null, acceptLanguage: string | undefined): SandboxLanguage {
  if (queryLang === 'da' || queryLang === 'en') return queryLang;
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find((v) => v !== undefined);
      return { language: tag.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = preferences.find((entry) => entry.language === 'da' || entry.language === 'en');
  return first?.language === 'en' ? 'en' : 'da';
}
