/** After opening the hosted checkout in a new tab, wait this long before leaving (spec §9: 1 s). */
export const CHECKOUT_TAB_REDIRECT_MS = 1_000;

/** How the booking flow sends the payer to a hosted checkout. */
export type CheckoutRedirectMode = 'same-window' | 'new-tab';

const PHONE_USER_AGENT = /iPhone|iPad|iPod|Android/i;

/**
 * Spec §4 "Booking flow by method": on phones (iPhone, iPad, iPod, Android user agents) the same
 * window goes to the checkout, since a phone browser handles a second tab poorly and the
 * checkout returns to the app by itself; elsewhere a new tab opens and the app moves on to the
 * booking's confirmation.
 */
export function getCheckoutRedirectMode(userAgent: string): CheckoutRedirectMode {
  return PHONE_USER_AGENT.test(userAgent) ? 'same-window' : 'new-tab';
}
