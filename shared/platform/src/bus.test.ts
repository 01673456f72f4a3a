import { EventBus } from './bus';

describe('EventBus', () => {
  it('delivers a published event to every subscriber of that name only', () => {
    const bus = new EventBus();
    const seen: number[] = [];
    bus.subscribe('shopping.cart.changed', ({ itemCount }) => seen.push(itemCount));
    bus.subscribe('shopping.cart.changed', ({ itemCount }) => seen.push(itemCount * 10));
    bus.subscribe('wallets.loaded', () => seen.push(-1));
    bus.publish('shopping.cart.changed', { itemCount: 2 });
    expect(seen).toEqual([2, 20]);
  });

  it('stops delivering after unsubscribe, and one failing handler does not stop the rest', () => {
    const bus = new EventBus();
    const seen: string[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.subscribe('session.changed', () => {
      throw new Error('boom');
    });
    const off = bus.subscribe('session.changed', ({ userId }) => seen.push(userId ?? 'none'));
    bus.publish('session.changed', { userId: 'a' });
    off();
    bus.publish('session.changed', { userId: 'b' });
    expect(seen).toEqual(['a']);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(bus.listenerCount('session.changed')).toBe(1);
    errors.mockRestore();
  });
});
