import { Route, Routes, useLocation } from 'react-router';
import { useSessionState } from '../features/auth/hooks/use-session';
import { PublicOnly, RequireAuth } from './guards';
import { lazyPage } from './lazy-page';

// One chunk per page, each behind its own error boundary.
const SignInPage = lazyPage(async () => (await import('./routes/sign-in')).SignInRoute);
const SignUpPage = lazyPage(async () => (await import('./routes/sign-up')).SignUpRoute);
const TermsPage = lazyPage(async () => (await import('./routes/terms')).TermsRoute);
const PrivacyPage = lazyPage(async () => (await import('./routes/privacy')).PrivacyRoute);
// The password and e-mail links (issue 14 §4): pt-BR paths, as a link in an e-mail reads.
const ForgotPasswordPage = lazyPage(
  async () => (await import('./routes/forgot-password')).ForgotPasswordRoute,
);
const ResetPasswordPage = lazyPage(
  async () => (await import('./routes/reset-password')).ResetPasswordRoute,
);
const ConfirmEmailPage = lazyPage(
  async () => (await import('./routes/confirm-email')).ConfirmEmailRoute,
);
const InvitationPage = lazyPage(async () => (await import('./routes/invitation')).InvitationRoute);
// The shop's and its barbers' public pages (issue 18 §1): the same signed in or out.
const PublicShopPage = lazyPage(async () => (await import('./routes/public-shop')).PublicShopRoute);
const PublicBarberPage = lazyPage(
  async () => (await import('./routes/public-barber')).PublicBarberRoute,
);
// The first-run setup of a server with no shop: neither signed in nor signed out.
const SetupPage = lazyPage(async () => (await import('./routes/setup')).SetupRoute);
// 'Cadastre sua barbearia' (issue 20 §1): the server answers 404 unless SHOP_SIGNUP=open.
const ShopSignupPage = lazyPage(async () => (await import('./routes/shop-signup')).ShopSignupRoute);
/**
 * The signed-in pages, their guards and loaders (signed-in-routes.tsx): a module of the build's
 * `signed-in` chunk, which the server has a signed-in browser fetch along with the entry. Kept
 * out of the entry chunk, so /signin never downloads them.
 */
const signedInRoutes = () => import('./signed-in-routes');
const SignedInPages = lazyPage(async () => (await signedInRoutes()).SignedInRoutes);

/**
 * Every route of the app (spec §2). Pages later issues build are not stubbed here: an unknown
 * path goes to / (signed-in-routes.tsx), and the guard sends a signed-out visitor to /signin.
 * The signed-in pages share one layout that holds the query cache; the guard in front of them
 * keeps a signed-out visitor from downloading them.
 */
const routeTree = (
  <>
    <Route element={<PublicOnly />}>
      <Route path="signin" element={<SignInPage />} />
      <Route path="login" element={<SignInPage />} />
      <Route path="signup" element={<SignUpPage />} />
      <Route path="esqueci-senha" element={<ForgotPasswordPage />} />
      <Route path="cadastro-barbearia" element={<ShopSignupPage />} />
    </Route>
    {/* A link works signed in or out: it signs in (reset) or confirms (e-mail) by itself. */}
    <Route path="redefinir-senha" element={<ResetPasswordPage />} />
    <Route path="confirmar-email" element={<ConfirmEmailPage />} />
    <Route path="terms" element={<TermsPage />} />
    <Route path="privacy" element={<PrivacyPage />} />
    {/* A staff invitation's link: whoever opens it, signed in or not, becomes that account. */}
    <Route path="convite" element={<InvitationPage />} />
    <Route path="setup" element={<SetupPage />} />
    <Route path="b/:slug" element={<PublicShopPage />} />
    <Route path="barbeiro/:barberId" element={<PublicBarberPage />} />
    {/* A visitor from a shop's public page books signed out up to /confirm (decision 034). */}
    <Route element={<RequireAuth visitors />}>
      <Route path="*" element={<SignedInPages />} />
    </Route>
  </>
);

let preloadedFor: string | null = null;

/**
 * A signed-in page sits below lazy layouts: fetch all of its chunks at once rather than one
 * after the other as each layout renders. Signed out, the guards redirect before any of them.
 */
export function preloadPages(pathname: string) {
  if (pathname === preloadedFor) return;
  preloadedFor = pathname;
  // A failure shows when the page renders (lazyPage's error boundary).
  signedInRoutes().then(
    (module) => module.preloadSignedInPages(pathname),
    () => undefined,
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const signedIn = useSessionState().status === 'signedIn';
  if (signedIn) preloadPages(pathname);
  return <Routes>{routeTree}</Routes>;
}
