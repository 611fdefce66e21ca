import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button';
import { logger } from '../../lib/logger';
import { PageContent } from './page-content';

/**
 * One per page: a crash (or a route chunk that failed to download after a deploy) replaces that
 * page only, with a way to try again.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => logger.warn('Page failed to render.', error), [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <PageContent className="flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-status-cancelled-soft text-danger">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-ink">
        {notFound ? 'Página não encontrada' : 'Algo deu errado'}
      </h1>
      <p className="max-w-xs text-base text-muted">
        {notFound
          ? 'O endereço que você abriu não existe.'
          : 'Não foi possível abrir esta página. Verifique sua conexão e tente novamente.'}
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
