import { describe, expect, it } from 'vitest';
import { getCheckoutRedirectMode } from './checkout-redirect.js';

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('getCheckoutRedirectMode', () => {
  it('stays in the same window on iPhone, iPad, iPod and Android', () => {
    for (const agent of [agents.iphone, agents.ipad, agents.ipod, agents.android]) {
      expect(getCheckoutRedirectMode(agent)).toBe('same-window');
    }
  });

  it('opens a new tab on a computer', () => {
    expect(getCheckoutRedirectMode(agents.windows)).toBe('new-tab');
    expect(getCheckoutRedirectMode(agents.mac)).toBe('new-tab');
    expect(getCheckoutRedirectMode('')).toBe('new-tab');
  });
});
