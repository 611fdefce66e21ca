import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';

/** The frame of the sign-in and sign-up pages: the brand, the page's title and its form. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-content flex-col px-4 pt-8 pb-[calc(32px+env(safe-area-inset-bottom))]">
      <div className="flex justify-center">
        <Logo />
      </div>
      <div className="mt-6 mb-6 text-center">
        <h1 className="text-[28px] leading-tight font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-2 text-base text-muted">{subtitle}</p>
      </div>
      {children}
    </main>
  );
}
