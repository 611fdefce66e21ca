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
