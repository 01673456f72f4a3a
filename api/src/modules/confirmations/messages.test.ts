import { confirmationMail, confirmationSms, SMS_LENGTH, type ConfirmationFacts } from './messages';

const space = (text: string) => text.replace(/\s/g, ' ');

const ORDER: ConfirmationFacts = {
  event: 'completed',
  school: 'Solbakke Skole',
  walletName: 'Emma',
  reference: 'AB12CD34',
  lines: [{ name: 'Frikadeller', quantity: 1, amountOre: 1800, serveDate: '2026-12-03' }],
  totalOre: 1800,
  moneyBack: false,
  balanceOre: 23200,
  link: 'http://localhost:3000/FoodPlanner/Orders?WalletID=w1',
};

describe('an order confirmation', () => {
  it('tells a completed order in Danish: the items with the serve day, the total, the child, the reference, the balance and the link', () => {
    const mail = confirmationMail(ORDER, 'da');
    expect(mail.subject).toBe('Ordrebekræftelse AB12CD34: Emma');
    expect(space(mail.text)).toBe(
      [
        'Hej,',
        'Tak for bestillingen til Emma hos Solbakke Skole. Ordre AB12CD34:',
        '1 × Frikadeller (serveres torsdag 3. december): 18,00 kr.',
        'I alt: 18,00 kr.',
        'Saldoen på Emma er nu 232,00 kr.',
        'Se Emmas transaktioner: http://localhost:3000/FoodPlanner/Orders?WalletID=w1',
        'Gem denne e-mail som din kvittering. Du kan vælge, hvordan du får ordrebekræftelser, under e-mail-advarslerne for kontoen.',
      ].join('  '),
    );
    expect(mail.html).toContain('<a href="http://localhost:3000/FoodPlanner/Orders?WalletID=w1">Se Emmas transaktioner</a>');
  });

  it('tells a completed order in English', () => {
    const mail = confirmationMail({ ...ORDER, lines: [{ name: 'Apple', quantity: 2, amountOre: 1000, serveDate: null }], totalOre: 1000 }, 'en');
    expect(mail.subject).toBe('Order confirmation AB12CD34: Emma');
    expect(space(mail.text)).toContain('Thank you for the order for Emma at Solbakke Skole. Order AB12CD34:  2 × Apple: DKK 10.00  Total: DKK 10.00  Emma\'s balance is now DKK 232.00.');
  });

  it('tells a cancellation: money back for a completed order, nothing charged for a reservation', () => {
    const back = { ...ORDER, event: 'cancelled' as const, moneyBack: true, balanceOre: 25000 };
    expect(confirmationMail(back, 'da').subject).toBe('Ordre AB12CD34 til Emma er annulleret');
    expect(space(confirmationMail(back, 'da').text)).toContain('18,00 kr. er sat tilbage på Emmas konto.  Saldoen på Emma er nu 250,00 kr.');
    expect(confirmationMail(back, 'en').subject).toBe('Order AB12CD34 for Emma is cancelled');
    expect(space(confirmationMail(back, 'en').text)).toContain("DKK 18.00 is back on Emma's wallet.");
    const unpaid = { ...ORDER, event: 'cancelled' as const, link: null };
    expect(space(confirmationMail(unpaid, 'da').text)).toContain('Der blev ikke trukket penge (18,00 kr.).');
    expect(space(confirmationMail(unpaid, 'en').text)).toContain('Nothing was charged (DKK 18.00).');
    expect(confirmationMail(unpaid, 'da').text).not.toContain('http');
  });

  it('tells a refund with its own amount', () => {
    const refund = { ...ORDER, event: 'refunded' as const, moneyBack: true, totalOre: 900 };
    expect(space(confirmationMail(refund, 'da').subject)).toBe('Refusion på 9,00 kr. til Emma');
    expect(space(confirmationMail(refund, 'da').text)).toContain('Der er refunderet fra ordren AB12CD34 til Emma hos Solbakke Skole:');
    expect(space(confirmationMail(refund, 'en').subject)).toBe('Refund of DKK 9.00 to Emma');
  });

  it('escapes what the family or the kitchen wrote in the HTML', () => {
    const mail = confirmationMail({ ...ORDER, walletName: 'Emma <b>', lines: [{ name: 'Fisk & "chips"', quantity: 1, amountOre: 100, serveDate: null }] }, 'en');
    expect(mail.html).toContain('Emma &lt;b&gt;');
    expect(mail.html).toContain('Fisk &amp; &quot;chips&quot;');
    expect(mail.html).not.toContain('<b>');
  });
});

describe('an order confirmation by SMS', () => {
  it('is one short GSM text in either language', () => {
    expect(confirmationSms(ORDER, 'da')).toBe('Solbakke Skole: Bestilling af Frikadeller til Emma 18,00 kr. Saldo 232,00 kr.');
    expect(confirmationSms(ORDER, 'en')).toBe('Solbakke Skole: Order of Frikadeller for Emma DKK 18.00. Balance DKK 232.00');
    expect(confirmationSms({ ...ORDER, event: 'cancelled', moneyBack: true }, 'da')).toBe('Solbakke Skole: Bestilling af Frikadeller til Emma annulleret, 18,00 kr. retur. Saldo 232,00 kr.');
    expect(confirmationSms({ ...ORDER, event: 'cancelled' }, 'en')).toBe('Solbakke Skole: Order of Frikadeller for Emma cancelled, nothing charged. Balance DKK 232.00');
    expect(confirmationSms({ ...ORDER, event: 'refunded', moneyBack: true }, 'da')).toBe('Solbakke Skole: Refusion af Frikadeller til Emma 18,00 kr. Saldo 232,00 kr.');
  });

  it('counts the items instead of naming them when they would not fit in 160 characters', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ name: `Sandwich med kylling nr. ${index + 1}`, quantity: 1, amountOre: 2500, serveDate: null }));
    const text = confirmationSms({ ...ORDER, lines: many, totalOre: 20000 }, 'da');
    expect(text).toBe('Solbakke Skole: Bestilling af 8 varer til Emma 200,00 kr. Saldo 232,00 kr.');
    expect(text.length).toBeLessThanOrEqual(SMS_LENGTH);
    expect(confirmationSms({ ...ORDER, lines: many.map((line) => ({ ...line, quantity: 2 })) }, 'en')).toContain('Order of 16 items for Emma');
    expect(confirmationSms(ORDER, 'da')).not.toMatch(/\u00a0/);
  });

  it('tells a changed order as it now reads with the difference, in Danish and English, and as a short text', () => {
    const changed: ConfirmationFacts = { ...ORDER, event: 'changed', lines: [{ name: 'Kaffe og te', quantity: 10, amountOre: 18_000, serveDate: null }], totalOre: 18_000, changeOre: 10_800, link: null };
    const da = confirmationMail(changed, 'da');
    expect(da.subject).toBe('Ordre AB12CD34 til Emma er ændret');
    expect(space(da.text)).toContain('Ordren AB12CD34 til Emma hos Solbakke Skole er ændret. Den ser nu sådan ud:  10 × Kaffe og te: 180,00 kr.  I alt nu: 180,00 kr. 108,00 kr. er trukket ekstra.');
    const back = confirmationMail({ ...changed, moneyBack: true, changeOre: 500 }, 'en');
    expect(back.subject).toBe('Order AB12CD34 for Emma has been changed');
    expect(space(back.text)).toContain('Total now: DKK 180.00. DKK 5.00 is back on Emma\'s wallet.');
    expect(confirmationSms(changed, 'da')).toBe('Solbakke Skole: Bestilling til Emma ændret, 108,00 kr. trukket. Saldo 232,00 kr.');
    expect(confirmationSms({ ...changed, moneyBack: true, changeOre: 500 }, 'en')).toBe('Solbakke Skole: Order for Emma changed, DKK 5.00 back. Balance DKK 232.00');
  });
});
