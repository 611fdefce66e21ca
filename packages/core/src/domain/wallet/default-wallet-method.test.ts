import { describe, expect, it } from 'vitest';
import { getDefaultWalletMethodType } from './default-wallet-method.js';

describe('getDefaultWalletMethodType', () => {
  it('gives Google Pay on Android', () => {
    expect(
      getDefaultWalletMethodType(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('google_pay');
  });

  it('gives Apple Pay on iPhone, desktop or without a User-Agent', () => {
    expect(
      getDefaultWalletMethodType(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe('apple_pay');
    expect(getDefaultWalletMethodType('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toBe(
      'apple_pay',
    );
    expect(getDefaultWalletMethodType(undefined)).toBe('apple_pay');
    expect(getDefaultWalletMethodType('')).toBe('apple_pay');
  });
});
