import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnline } from '../../src/runtime/load-online';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe('loadOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads once more when the network is back after a load that failed offline', async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('cs');
    const loaded = loadOnline(load);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('cs');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries once more at once when the network came back before the failure was read', async () => {
    // Failed while offline; by the time the failure is read the browser is online again and its
    // `online` event has passed.
    setOnline(true);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('cs');
    await expect(loadOnline(load)).resolves.toBe('cs');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after that one more try when online', async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValue(new Error('404'));
    await expect(loadOnline(load)).rejects.toThrow('404');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
