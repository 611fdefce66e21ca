import { AboutContent } from '../../features/account/components/about-content';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /account/about: 'Sobre o App'. */
export function AccountAboutRoute() {
  return (
    <div className="min-h-dvh">
      <PageHeader title="Sobre o App" backTo="/account" />
      <PageContent>
        <AboutContent />
      </PageContent>
    </div>
  );
}
