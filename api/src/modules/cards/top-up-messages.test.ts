import { topUpMail, type TopUpMessageFacts } from './top-up-messages';

// A failed refill's notice says what was charged: the card, or the MobilePay agreement.
const failed: TopUpMessageFacts = { source: 'automatic', walletName: 'Emma Jensen', amountOre: 20_000, last4: null, reason: 'credit card error' };

describe("a failed refill's notice", () => {
  it('names the card that was declined, and what to do about it', () => {
    expect(topUpMail('failed_refill', failed, 'da').text).toContain('kunne ikke gennemføres: betalingskortet blev afvist.');
    expect(topUpMail('failed_refill', failed, 'da').text).toContain('Tjek betalingskortet');
    expect(topUpMail('failed_refill', failed, 'en').text).toContain('could not be made: the card was declined.');
  });

  it('names MobilePay for a refill charged through an agreement, in Danish and English', () => {
    const viaMobilePay = { ...failed, viaMobilePay: true };
    const da = topUpMail('failed_refill', viaMobilePay, 'da').text;
    expect(da).toContain('kunne ikke gennemføres: MobilePay afviste betalingen.');
    expect(da).toContain('Tjek aftalen i MobilePay-appen');
    expect(da).not.toContain('betalingskort');
    const en = topUpMail('failed_refill', { ...viaMobilePay, reason: 'timeout' }, 'en').text;
    expect(en).toContain('could not be made: MobilePay did not answer.');
    expect(en).not.toMatch(/card/);
  });
});
