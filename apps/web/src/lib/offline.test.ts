import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, startOfflineSupport } from './offline';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('the offline banner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("says 'Sem conexão' while offline and goes away when the network is back", () => {
    startOfflineSupport();
    expect(document.body.textContent).not.toContain('Sem conexão');

    goOnline(false);
    const banner = document.querySelector('[role="status"]');
    expect(banner?.textContent).toBe('Sem conexão');
    goOnline(false);
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);

    goOnline(true);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('shows at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startOfflineSupport();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Sem conexão');
  });
});

describe('afterLoad', () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs at once on a page that has already loaded (the app's code comes after the paint)", () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const work = vi.fn();
    afterLoad(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event on a page still loading, and runs once', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const work = vi.fn();
    afterLoad(work);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
