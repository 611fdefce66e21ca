import { actionFooterPadding } from '../../components/ui/action-footer';
import { ServiceSelection } from '../../features/catalog/components/service-selection';
import { cn } from '../../lib/class-names';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /services (CLIENT): step 1 of the booking, choosing the services (spec §2). */
export function ServicesRoute() {
  return (
    <div className={cn('min-h-dvh', actionFooterPadding)}>
      <PageHeader title="Serviços" backTo="/" />
      <PageContent>
        <ServiceSelection />
      </PageContent>
    </div>
  );
}
