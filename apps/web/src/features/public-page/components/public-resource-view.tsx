import Clock from 'lucide-react/icons/clock';
import SearchX from 'lucide-react/icons/search-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { PublicResource } from '../hooks/use-public-resource';

/** A public page while it loads, when it does not exist, or when it could not be loaded. */
export function PublicResourceView<T>({
  resource,
  retry,
  notFoundTitle,
  children,
}: {
  resource: PublicResource<T>;
  retry: () => void;
  notFoundTitle: string;
  children: (data: T) => ReactNode;
}) {
  switch (resource.status) {
    case 'loading':
      return (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      );
    case 'notFound':
      return <EmptyState icon={<SearchX aria-hidden />} title={notFoundTitle} />;
    case 'unavailable':
      return <EmptyState icon={<Clock aria-hidden />} title={resource.message} />;
    case 'failed':
      return (
        <EmptyState
          tone="danger"
          icon={<TriangleAlert aria-hidden />}
          title="Não foi possível carregar a página."
        >
          <Button variant="secondary" onClick={retry}>
            Tentar novamente
          </Button>
        </EmptyState>
      );
    case 'ready':
      return <>{children(resource.data)}</>;
  }
}
