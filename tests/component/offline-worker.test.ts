/** The shop page keeps its service worker, or removes it where its settings switch it off (widgets/shop/offline-worker.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOfflinePage } from '../../widgets/shop/offline-worker';

function fakeWorkers() {
  const postMessage = vi.fn();
  const unregister = vi.fn(async () => true);
  const registration = { active: { postMessage }, unregister };
  const workers = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistrations: vi.fn(async () => [registration]),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
  return { workers, postMessage, unregister };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keepOfflinePage', () => {
  it('registers /sw.js and tells it the visitor’s language', async () => {
    const { workers, postMessage, unregister } = fakeWorkers();
    keepOfflinePage(true, 'de');
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ language: 'de' }));
    expect(workers.register).toHaveBeenCalledWith('/sw.js');
    expect(unregister).not.toHaveBeenCalled();
  });

  it('switched off by the shop’s settings, removes a worker installed before and installs none', async () => {
    const { workers, unregister } = fakeWorkers();
    keepOfflinePage(false, 'en');
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledTimes(1));
    expect(workers.register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    expect(() => keepOfflinePage(true, 'en')).not.toThrow();
  });
});
