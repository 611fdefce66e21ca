import { HelpContent } from '../../features/account/components/help-content';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /account/help: 'Ajuda & Suporte'. */
export function AccountHelpRoute() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Ajuda & Suporte" backTo="/account" />
      <PageContent>
        <HelpContent />
      </PageContent>
    </div>
  );
}
