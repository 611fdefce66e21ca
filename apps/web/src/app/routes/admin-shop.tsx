import { AuditLogScreen } from '../../features/admin/components/audit-log-screen';
import { PromoCodesScreen } from '../../features/admin/components/promo-codes-screen';
import { ServicesScreen } from '../../features/admin/components/services-screen';
import { SettingsScreen } from '../../features/admin/components/settings-screen';
import { TeamScreen } from '../../features/admin/components/team-screen';
import { PageContent } from '../layout/page-content';
import { PageHeader } from '../layout/page-header';

/** /admin/services: the menu. */
export function AdminServicesRoute() {
  return (
    <>
      <PageHeader title="Serviços" backTo="/admin/more" />
      <PageContent>
        <ServicesScreen />
      </PageContent>
    </>
  );
}

/** /admin/promo-codes. */
export function AdminPromoCodesRoute() {
  return (
    <>
      <PageHeader title="Códigos promocionais" backTo="/admin/more" />
      <PageContent>
        <PromoCodesScreen />
      </PageContent>
    </>
  );
}

/** /admin/settings: the shop's data, booking grid and (owner) money rules. */
export function AdminSettingsRoute() {
  return (
    <>
      <PageHeader title="Configurações" backTo="/admin/more" />
      <PageContent>
        <SettingsScreen />
      </PageContent>
    </>
  );
}

/** /admin/team (OWNER): the admins. */
export function AdminTeamRoute() {
  return (
    <>
      <PageHeader title="Equipe" backTo="/admin/more" />
      <PageContent>
        <TeamScreen />
      </PageContent>
    </>
  );
}

/** /admin/audit (OWNER): who changed what. */
export function AdminAuditRoute() {
  return (
    <>
      <PageHeader title="Registro de alterações" backTo="/admin/more" />
      <PageContent>
        <AuditLogScreen />
      </PageContent>
    </>
  );
}
