import { WalletScreen } from '../../features/wallet/components/wallet-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /wallet (CLIENT, with the tab bar): 'Carteira', back to / (spec §2). */
export function WalletRoute() {
  return (
    <>
      <PageHeader title="Carteira" backTo="/" />
      <PageContent>
        <WalletScreen />
      </PageContent>
    </>
  );
}
