import {
  changeRefusal,
  isQuarantined,
  nextPeriod,
  periodContaining,
  periodLabel,
  periodPrice,
  quarantineEnd,
  removeRefusal,
  subscribeRefusal,
  subscriptionButtons,
  type SubscriptionItemLike,
  type SubscriptionStateLike,
} from './subscriptions';

const TODAY = '2026-03-11'; // Wednesday, ISO week 11

describe('subscription periods', () => {
  it('are calendar months (type 1) and ISO weeks Monday to Sunday (type 2)', () => {
    expect(periodContaining(1, TODAY)).toEqual({ StartDate: '2026-03-01', EndDate: '2026-03-31' });
    expect(periodContaining(1, '2028-02-10')).toEqual({ StartDate: '2028-02-01', EndDate: '2028-02-29' });
    expect(periodContaining(2, TODAY)).toEqual({ StartDate: '2026-03-09', EndDate: '2026-03-15' });
    expect(nextPeriod(1, periodContaining(1, '2026-12-05'))).toEqual({ StartDate: '2027-01-01', EndDate: '2027-01-31' });
    expect(nextPeriod(2, periodContaining(2, '2026-12-30'))).toEqual({ StartDate: '2027-01-04', EndDate: '2027-01-10' });
  });

  it('cost the current price in the current month or week, else the next-period price', () => {
    const product = { Price: 450, NextPeriodPrice: 475 };
    expect(periodPrice(product, periodContaining(1, TODAY), TODAY)).toBe(450);
    expect(periodPrice(product, nextPeriod(1, periodContaining(1, TODAY)), TODAY)).toBe(475);
    expect(periodPrice({ Price: 110, NextPeriodPrice: 120 }, periodContaining(2, TODAY), TODAY)).toBe(110);
    expect(periodPrice({ Price: 110, NextPeriodPrice: 120 }, periodContaining(2, '2026-03-16'), TODAY)).toBe(120);
    expect(periodPrice({ Price: 110, NextPeriodPrice: null }, periodContaining(2, '2026-03-16'), TODAY)).toBe(110);
  });

  it('are labelled by month name and year, by ISO week, or as a date range', () => {
    expect(periodLabel({ StartDate: '2026-03-01', EndDate: '2026-03-31' }, 'da')).toBe('marts 2026');
    expect(periodLabel({ StartDate: '2026-03-01', EndDate: '2026-03-31' }, 'en')).toBe('March 2026');
    expect(periodLabel({ StartDate: '2026-03-09', EndDate: '2026-03-15' }, 'en')).toBe('Week 11');
    expect(periodLabel({ StartDate: '2026-03-09', EndDate: '2026-03-15' }, 'da')).toBe('Uge 11');
    expect(periodLabel({ StartDate: '2026-12-28', EndDate: '2027-01-03' }, 'en')).toBe('Week 53');
    expect(periodLabel({ StartDate: '2026-03-10', EndDate: '2026-03-20' }, 'en')).toBe('10/03/2026 - 20/03/2026');
    expect(periodLabel({ StartDate: '2026-03-01', EndDate: '2026-03-30' }, 'da')).toBe('01/03/2026 - 30/03/2026');
  });
});

const state = (over: Partial<SubscriptionStateLike> = {}): SubscriptionStateLike => ({ ID: 's', IsActive: false, NextAvailableDate: null, Periods: [], ...over });
const item = (ID: string, subscription: SubscriptionStateLike | null, type = 1, delivery = 4): SubscriptionItemLike => ({
  ID,
  SubscriptionTypeID: type,
  DeliveryTypeID: delivery,
  Subscription: subscription,
});

describe('the subscription state machine', () => {
  it('activates an inactive subscription, but not one of the same type and delivery type as an active one', () => {
    const lunch = item('lunch', null);
    const veggie = item('veggie', state({ IsActive: true }));
    const breakfast = item('breakfast', null, 1, 2);
    const weekly = item('weekly', null, 2, 4);
    expect(subscribeRefusal(lunch, [lunch, veggie], TODAY)).toBe('active-of-same-kind');
    expect(subscribeRefusal(breakfast, [breakfast, veggie], TODAY)).toBeNull();
    expect(subscribeRefusal(weekly, [weekly, veggie], TODAY)).toBeNull();
    expect(subscribeRefusal(veggie, [veggie], TODAY)).toBe('already-active');
  });

  it('quarantines a removed subscription until the next period begins', () => {
    expect(quarantineEnd(1, TODAY)).toBe('2026-04-01');
    expect(quarantineEnd(2, TODAY)).toBe('2026-03-16');
    const removed = item('lunch', state({ NextAvailableDate: '2026-04-01' }));
    expect(isQuarantined(removed.Subscription, TODAY)).toBe(true);
    expect(isQuarantined(removed.Subscription, '2026-04-01')).toBe(false);
    expect(subscribeRefusal(removed, [removed], '2026-03-31')).toBe('quarantined');
    expect(subscribeRefusal(removed, [removed], '2026-04-01')).toBeNull();
  });

  it('removes only an active subscription', () => {
    expect(removeRefusal(item('a', state({ IsActive: true })))).toBeNull();
    expect(removeRefusal(item('a', state()))).toBe('not-active');
    expect(removeRefusal(item('a', null))).toBe('not-active');
  });

  it('changes from an active subscription to another of the same type and delivery type', () => {
    const from = item('lunch', state({ IsActive: true }));
    expect(changeRefusal(item('veggie', null), from, TODAY)).toBeNull();
    expect(changeRefusal(item('weekly', null, 2, 4), from, TODAY)).toBe('not-same-kind');
    expect(changeRefusal(item('veggie', null), item('lunch', state()), TODAY)).toBe('not-active');
    expect(changeRefusal(item('veggie', state({ NextAvailableDate: '2026-04-01' })), from, TODAY)).toBe('quarantined');
  });
});

describe('the buttons a guardian sees', () => {
  const paid = (StartDate: string, EndDate: string, IsActive = true) => ({ StartDate, EndDate, IsActive });

  it('Subscribe when not active and not quarantined', () => {
    const fresh = item('lunch', null);
    expect(subscriptionButtons(fresh, [fresh], TODAY)).toEqual({ subscribe: true, pay: false, resubscribe: false, change: false });
    const quarantined = item('lunch', state({ NextAvailableDate: '2026-04-01' }));
    expect(subscriptionButtons(quarantined, [quarantined], TODAY).subscribe).toBe(false);
  });

  it('Pay when active without an active period, not once a period is paid', () => {
    const unpaid = item('lunch', state({ IsActive: true }));
    expect(subscriptionButtons(unpaid, [unpaid], TODAY)).toEqual({ subscribe: false, pay: true, resubscribe: false, change: false });
    const paidUp = item('lunch', state({ IsActive: true, Periods: [paid('2026-03-01', '2026-03-31')] }));
    expect(subscriptionButtons(paidUp, [paidUp], TODAY).pay).toBe(false);
  });

  it('Resubscribe when a current or future period is active, the subscription inactive and the quarantine over', () => {
    const cancelledPaid = item('lunch', state({ NextAvailableDate: '2026-03-11', Periods: [paid('2026-03-01', '2026-03-31')] }));
    expect(subscriptionButtons(cancelledPaid, [cancelledPaid], TODAY).resubscribe).toBe(true);
    const stillQuarantined = item('lunch', state({ NextAvailableDate: '2026-04-01', Periods: [paid('2026-03-01', '2026-03-31')] }));
    expect(subscriptionButtons(stillQuarantined, [stillQuarantined], TODAY).resubscribe).toBe(false);
    const pastOnly = item('lunch', state({ Periods: [paid('2026-02-01', '2026-02-28')] }));
    expect(subscriptionButtons(pastOnly, [pastOnly], TODAY).resubscribe).toBe(false);
    const unpaidPeriod = item('lunch', state({ Periods: [paid('2026-03-01', '2026-03-31', false)] }));
    expect(subscriptionButtons(unpaidPeriod, [unpaidPeriod], TODAY).resubscribe).toBe(false);
  });

  it('Change when another subscription of the same type and delivery type is active', () => {
    const active = item('lunch', state({ IsActive: true, Periods: [paid('2026-03-01', '2026-03-31')] }));
    const other = item('veggie', null);
    const otherDelivery = item('breakfast', null, 1, 2);
    expect(subscriptionButtons(other, [active, other, otherDelivery], TODAY).change).toBe(true);
    expect(subscriptionButtons(otherDelivery, [active, other, otherDelivery], TODAY).change).toBe(false);
    expect(subscriptionButtons(active, [active, other], TODAY).change).toBe(false);
  });
});
