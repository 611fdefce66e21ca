import { actionFooterPadding } from '../../components/ui/action-footer';
import { BarberSelection } from '../../features/barbers/components/barber-selection';
import { cn } from '../../lib/class-names';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /barbers (CLIENT): step 2 of the booking, choosing the barber (spec §2). */
export function BarbersRoute() {
  return (
    <div className={cn('min-h-dvh', actionFooterPadding)}>
      <PageHeader title="Barbeiros" fallbackBackTo="/services" />
      <PageContent>
        <BarberSelection />
      </PageContent>
    </div>
  );
}
