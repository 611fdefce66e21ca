import { describe, expect, it } from 'vitest';
import { appModeLabels, getAppMode, isAppMode } from './app-mode.js';

describe('getAppMode', () => {
  it("is the demo for the newcomer's start: demo data and test payments, not production", () => {
    expect(getAppMode({ production: false, demoData: true, sandboxPayments: true })).toBe('demo');
    expect(getAppMode({ production: false, demoData: true, sandboxPayments: false })).toBe('demo');
  });

  it('says test payments whenever production mode or a shop without the demo runs the sandbox', () => {
    expect(getAppMode({ production: true, demoData: false, sandboxPayments: true })).toBe(
      'staging',
    );
    expect(getAppMode({ production: true, demoData: true, sandboxPayments: true })).toBe('staging');
    expect(getAppMode({ production: false, demoData: false, sandboxPayments: true })).toBe(
      'staging',
    );
  });

  it('shows demo data in production as the demo, and a real shop with no label', () => {
    expect(getAppMode({ production: true, demoData: true, sandboxPayments: false })).toBe('demo');
    expect(getAppMode({ production: true, demoData: false, sandboxPayments: false })).toBe(
      'production',
    );
    expect(appModeLabels.production).toBeNull();
    expect(appModeLabels.demo).toBe('Modo demonstração');
    expect(appModeLabels.staging).toBe('Ambiente de testes');
  });

  it('recognises only the three modes', () => {
    expect(isAppMode('demo')).toBe(true);
    expect(isAppMode('staging')).toBe(true);
    expect(isAppMode('production')).toBe(true);
    expect(isAppMode('Demo')).toBe(false);
    expect(isAppMode(null)).toBe(false);
  });
});
