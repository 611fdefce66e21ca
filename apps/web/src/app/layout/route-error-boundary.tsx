import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button';
import { logger } from '../../lib/logger';
import { PageContent } from './page-content';

function PageError() {
  return (
    <PageContent className="flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-status-cancelled-soft text-danger">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-ink">Algo deu errado</h1>
      <p className="max-w-xs text-base text-muted">
        Não foi possível abrir esta página. Verifique sua conexão e tente novamente.
      </p>
      <div className="flex w-full max-w-xs flex-col gap-3">
        <Button fullWidth onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
        <Link
          to="/"
          reloadDocument
          className={buttonStyles({ variant: 'secondary', fullWidth: true })}
        >
          Ir para o início
        </Link>
      </div>
    </PageContent>
  );
}

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * One per page: a crash (or a page chunk that failed to download after a deploy) replaces that
 * page only, with a way to try again.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    logger.warn('Page failed to render.', error);
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
