import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingOverlay } from './loading-overlay';

/** Every page: the LOADING overlay while a page's code is on its way, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
      {navigation.state === 'loading' ? <LoadingOverlay delayed /> : null}
      <ScrollRestoration />
    </>
  );
}
