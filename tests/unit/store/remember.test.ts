/**
 * remember(): made once per key and shared — the memoized-load helper behind the store's
 * features, the share context, the cart hand-over and the face detector's start.
 */
import { describe, expect, it, vi } from 'vitest';
import { remember } from '../../../src/store/base/remember';

describe('remember', () => {
  it('makes a value once per key and gives every caller the same one', () => {
    const make = vi.fn((id: string) => ({ id }));
    const get = remember(make);
    expect(get('a')).toBe(get('a'));
    expect(get('b')).not.toBe(get('a'));
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('names a key by what identifies it: two copies of one order share their value', () => {
    const get = remember(
      (order: { orderId: string }) => Promise.resolve(order.orderId),
      (o) => o.orderId,
    );
    expect(get({ orderId: 'o-1' })).toBe(get({ orderId: 'o-1' }));
  });

  it('holds object keys apart per object (a store thrown away takes its values along)', () => {
    const get = remember((store: object) => ({ of: store }));
    const one = {};
    const two = {};
    expect(get(one).of).toBe(one);
    expect(get(two).of).toBe(two);
    expect(get(one)).toBe(get(one));
  });

  it('peek reads without making', () => {
    const make = vi.fn(() => 1);
    const get = remember<void, number>(make);
    expect(get.peek()).toBeUndefined();
    expect(make).not.toHaveBeenCalled();
    get();
    expect(get.peek()).toBe(1);
  });

  it('keeps a failed promise: whoever must try again after a failure keeps its own attempt', async () => {
    let tries = 0;
    const start = remember<void, Promise<string>>(() => (++tries === 1 ? Promise.reject(new Error('no WebAssembly')) : Promise.resolve('ready')));
    const first = start();
    await expect(first).rejects.toThrow('no WebAssembly');
    expect(start()).toBe(first);
    expect(tries).toBe(1);
  });
});
