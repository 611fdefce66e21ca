import { CashScreen } from '../../features/admin/components/cash-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /admin/caixa: the day's cash (issue 17 §5). */
export function AdminCashRoute() {
  return (
    <>
      <PageHeader title="Caixa do dia" showBack={false} />
      <PageContent>
        <CashScreen />
      </PageContent>
    </>
  );
}
