import { getCheckoutRedirectMode } from '@navalha/core/domain/payments/checkout-redirect';

/**
 * Leaving the app for a page outside it (the hosted checkout). Kept apart so that tests can
 * stand in for the browser, which cannot really navigate under test.
 */
export const externalNavigation = {
  /** Replaces the app with `url` in this window. */
  goTo(url: string): void {
    window.location.assign(url);
  },
  /** Opens `url` in a new tab, cut off from this one; false when a pop-up blocker refused. */
  openTab(url: string): boolean {
    const tab = window.open(url, '_blank');
    if (!tab) return false;
    tab.opener = null;
    return true;
  },
};

/**
 * Sends the payer to a hosted checkout (spec §4 "Booking flow by method"): phones in this
 * window, elsewhere a new tab. A pop-up blocker's refusal falls back to this window rather than
 * stranding the payer. Says which happened: only after 'new-tab' does this page stay.
 */
export function openCheckout(url: string): 'same-window' | 'new-tab' {
  if (
    getCheckoutRedirectMode(navigator.userAgent) === 'new-tab' &&
    externalNavigation.openTab(url)
  ) {
    return 'new-tab';
  }
  externalNavigation.goTo(url);
  return 'same-window';
}
