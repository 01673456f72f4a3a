import {
  familyCancellableUntil,
  mayRefundAsStaff,
  refundDecision,
  webshopCancellationDeadline,
  type RefundablePaymentKind,
  type RefundCaller,
  type RefundSubject,
} from './refundPolicy';

const NOW = new Date('2026-03-11T10:00:00Z');
const LATER = '2026-03-11T12:00:00Z';
const EARLIER = '2026-03-11T09:00:00Z';

const guardian: RefundCaller = { application: 'wallet', roles: ['Webshop', 'Transactions'], relation: 'family' };
const partnerWithRefund: RefundCaller = { application: 'partner', roles: ['PartnerSite', 'TransactionRefund'], relation: 'staff' };
const partnerWithout: RefundCaller = { application: 'partner', roles: ['PartnerSite', 'CustomerSupport'], relation: 'staff' };
const support: RefundCaller = { application: 'support', roles: ['SupportTool'], relation: 'staff' };

const completed = (kind: RefundablePaymentKind, extra: Partial<RefundSubject> = {}): RefundSubject => ({ kind, statusId: 2, cancellableUntil: null, handedOut: false, ...extra });
const outcome = (caller: RefundCaller, subject: RefundSubject) => {
  const decision = refundDecision(caller, subject, NOW);
  return decision.allowed ? decision.as : decision.refusal;
};

describe('a sale or a top-up (canteen, deposit, refill, MobilePay)', () => {
  it.each<RefundablePaymentKind>(['canteen', 'deposit', 'refill', 'mobilePay'])('is never reversed by the family: %s is 403', (kind) => {
    expect(refundDecision(guardian, completed(kind), NOW)).toMatchObject({ allowed: false, refusal: 'forbidden', serverMessage: null });
    // Whatever the rest of the facts say.
    expect(outcome(guardian, completed(kind, { statusId: 1, cancellableUntil: LATER }))).toBe('forbidden');
  });

  it('a canteen sale is refunded by partner staff with TransactionRefund and by the support tool, never by partner staff without it', () => {
    expect(outcome(partnerWithRefund, completed('canteen'))).toBe('refund');
    expect(outcome(support, completed('canteen'))).toBe('refund');
    expect(outcome(partnerWithout, completed('canteen'))).toBe('forbidden');
  });

  it.each<RefundablePaymentKind>(['deposit', 'refill', 'mobilePay'])('a %s is not given back to the wallet by staff either (a state refusal)', (kind) => {
    expect(outcome(support, completed(kind))).toBe('state');
    expect(outcome(partnerWithRefund, completed(kind))).toBe('state');
    expect(outcome(partnerWithout, completed(kind))).toBe('forbidden');
  });
});

describe('a webshop order', () => {
  it('the family cancels it before its deadline, not from it on, and never once handed out', () => {
    expect(outcome(guardian, completed('webshop', { cancellableUntil: LATER }))).toBe('refund');
    const late = refundDecision(guardian, completed('webshop', { cancellableUntil: EARLIER }), NOW);
    expect(late).toMatchObject({ allowed: false, refusal: 'cancellationPolicy', serverMessage: 'Cannot refund due to cancellation policy' });
    expect(outcome(guardian, completed('webshop', { cancellableUntil: NOW.toISOString() }))).toBe('cancellationPolicy');
    expect(outcome(guardian, completed('webshop', { cancellableUntil: LATER, handedOut: true }))).toBe('cancellationPolicy');
  });

  it('staff with the right role may refund it after the family deadline and after hand-out (they take the goods back)', () => {
    const late = completed('webshop', { cancellableUntil: EARLIER, handedOut: true });
    expect(outcome(partnerWithRefund, late)).toBe('refund');
    expect(outcome(support, late)).toBe('refund');
    expect(outcome(partnerWithout, late)).toBe('forbidden');
  });

  it('a reservation is released by the family whatever the deadline; a failed or cancelled one has nothing to give back', () => {
    expect(outcome(guardian, completed('webshop', { statusId: 1, cancellableUntil: EARLIER }))).toBe('release');
    expect(outcome(guardian, completed('webshop', { statusId: 4, cancellableUntil: LATER }))).toBe('state');
    expect(outcome(guardian, completed('webshop', { statusId: 3, cancellableUntil: LATER }))).toBe('state');
  });

  it('its deadline is 24 hours after it is placed', () => {
    expect(webshopCancellationDeadline(NOW).toISOString()).toBe('2026-03-12T10:00:00.000Z');
  });
});

describe.each<RefundablePaymentKind>(['foodplan', 'subscription', 'meeting'])('a %s order', (kind) => {
  it('is cancelled by the family until its own deadline, and refused with the cancellation policy after it', () => {
    expect(outcome(guardian, completed(kind, { cancellableUntil: LATER }))).toBe('refund');
    expect(outcome(guardian, completed(kind, { cancellableUntil: EARLIER }))).toBe('cancellationPolicy');
    expect(outcome(guardian, completed(kind, { statusId: 1, cancellableUntil: EARLIER }))).toBe('release');
  });

  it('binds staff too (the kitchen has cooked); staff without the role are refused first', () => {
    expect(outcome(support, completed(kind, { cancellableUntil: EARLIER }))).toBe('cancellationPolicy');
    expect(outcome(partnerWithRefund, completed(kind, { cancellableUntil: LATER }))).toBe('refund');
    expect(outcome(partnerWithout, completed(kind, { cancellableUntil: LATER }))).toBe('forbidden');
  });
});

describe('who holds the staff power', () => {
  it('is the support tool, or the partner site with TransactionRefund; never a session of another application', () => {
    expect(mayRefundAsStaff(support)).toBe(true);
    expect(mayRefundAsStaff(partnerWithRefund)).toBe(true);
    expect(mayRefundAsStaff(partnerWithout)).toBe(false);
    expect(mayRefundAsStaff({ application: 'wallet', roles: ['SupportTool', 'PartnerSite', 'TransactionRefund'] })).toBe(false);
    expect(mayRefundAsStaff({ application: 'support', roles: ['TransactionRefund'] })).toBe(false);
  });

  it('a caller who claims staff in the wallet application is refused', () => {
    expect(outcome({ application: 'wallet', roles: ['TransactionRefund'], relation: 'staff' }, completed('canteen'))).toBe('forbidden');
  });
});

describe('the moment the family’s cancel button goes away', () => {
  it('is the online order’s own deadline; none for a sale, a top-up or a handed-out order', () => {
    expect(familyCancellableUntil(completed('webshop', { cancellableUntil: LATER }))?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(familyCancellableUntil(completed('webshop', { cancellableUntil: LATER, handedOut: true }))).toBeNull();
    expect(familyCancellableUntil(completed('canteen', { cancellableUntil: LATER }))).toBeNull();
    expect(familyCancellableUntil(completed('meeting', { cancellableUntil: 'not a date' }))).toBeNull();
  });
});
