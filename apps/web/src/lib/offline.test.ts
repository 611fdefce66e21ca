import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfflineSupport } from './offline';

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
