import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isShopSignupOpen } from '../api/shop-signup-status';

/**
 * 'Cadastre sua barbearia' under the sign-in form (issue 20 §1): shown only when the server
 * says shops may sign up (SHOP_SIGNUP=open); closed, or unreachable, nothing is shown.
 */
export function ShopSignupLink() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let cancelled = false;
    isShopSignupOpen().then(
      (answer) => {
        if (!cancelled) setOpen(answer);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  if (!open) return null;
  return (
    <p className="mt-2 text-center text-base text-muted">
      Tem uma barbearia?{' '}
      <Link
        to="/cadastro-barbearia"
        className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
      >
        Cadastre sua barbearia
      </Link>
    </p>
  );
}
