import { danishText, describe as describeText, isPlatformText, platformText, renderPlatformText, storedText } from './platform-texts';

describe('platform texts', () => {
  it('renders a key in each language', () => {
    expect(renderPlatformText(platformText('canteenPurchase'), 'da')).toBe('Kantinekøb');
    expect(renderPlatformText(platformText('canteenPurchase'), 'en')).toBe('Canteen purchase');
  });

  it('fills parameters, and a month as the reader says it', () => {
    expect(renderPlatformText(platformText('cardDepositWithCard', { last4: '1111' }), 'en')).toBe('Deposit by payment card •••• 1111');
    expect(renderPlatformText(platformText('monthlyRefill', { period: '2026-11' }), 'da')).toBe('Månedlig optankning november 2026');
    expect(renderPlatformText(platformText('monthlyRefill', { period: '2026-11' }), 'en')).toBe('Monthly refill November 2026');
  });

  it('renders a platform text inside another, and leaves a text someone wrote as written', () => {
    const refundOfSale = platformText('refund', { text: platformText('canteenPurchase') });
    expect(renderPlatformText(refundOfSale, 'en')).toBe('Refund: Canteen purchase');
    expect(renderPlatformText(refundOfSale, 'da')).toBe('Refusion: Kantinekøb');
    expect(renderPlatformText(platformText('refund', { text: 'Skolefoto, portræt' }), 'en')).toBe('Refund: Skolefoto, portræt');
  });

  it('keeps the Danish text beside the key, and no key for a written text', () => {
    expect(danishText(platformText('automaticRefill'))).toBe('Automatisk optankning');
    expect(danishText('Frokost i kantinen')).toBe('Frokost i kantinen');
    expect(storedText('Frokost i kantinen')).toBeNull();
    expect(storedText(platformText('automaticRefill'))).toEqual({ key: 'automaticRefill' });
  });

  it('shows the stored text when the key is missing or unknown (an older or newer row)', () => {
    expect(describeText('Kantinekøb', null, 'en')).toBe('Kantinekøb');
    expect(describeText('Noget', { key: 'noSuchKey' }, 'en')).toBe('Noget');
    expect(describeText('Kantinekøb', { key: 'canteenPurchase' }, 'en')).toBe('Canteen purchase');
    expect(isPlatformText('canteenPurchase')).toBe(false);
  });

  it('leaves an unknown placeholder visible rather than inventing a value', () => {
    expect(renderPlatformText(platformText('cardPayment'), 'en')).toBe('Card payment: {{text}}');
  });
});
