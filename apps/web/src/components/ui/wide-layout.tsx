import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const WideLayoutContext = createContext(false);

/**
 * Marks an area run from a laptop or a tablet (the admin's desk, the barber's chair; issue 17
 * §7): from 1024 px its navigation becomes a sidebar, its pages use the width and its dialogs
 * and sheets open as side panels. Below 1024 px, and outside such an area, nothing changes.
 */
export function WideLayoutProvider({ children }: { children: ReactNode }) {
  return <WideLayoutContext.Provider value>{children}</WideLayoutContext.Provider>;
}

/** Whether the component sits in an area that uses the width of a large screen. */
export function useWideLayout(): boolean {
  return useContext(WideLayoutContext);
}
