import { useSettings } from '../api/get-settings';
import { DepositSettingsForm } from './deposit-settings-form';
import { FinancialForm } from './financial-settings-form';
import { GeneralSettingsForm } from './general-settings-form';
import { LoadState } from './load-state';
import { MercadopagoAccountSection } from './mercadopago-account-section';
import { PublicPageSettingsSection } from './public-page-settings-form';
import { settingsScreenMessages } from './settings-messages';
import { WhatsappSettingsSection } from './whatsapp-settings-form';

/**
 * The shop's settings (/admin/settings): its data and booking grid, money rules for the owner,
 * the shop's Mercado Pago account (the owner's), the deposit ('Sinal'), the WhatsApp messages
 * and the public page.
 */
export function SettingsScreen() {
  const query = useSettings();
  return (
    <LoadState
      isPending={query.isPending}
      isError={query.isError}
      isRefetching={query.isRefetching}
      onRetry={() => void query.refetch()}
      errorText={settingsScreenMessages.loadFailed}
      skeletonRows={4}
    >
      {query.data ? (
        <div className="flex flex-col gap-4">
          <GeneralSettingsForm settings={query.data} />
          <FinancialForm settings={query.data} />
          <MercadopagoAccountSection isOwner={query.data.canEditFinancial} />
          <DepositSettingsForm settings={query.data} />
          <WhatsappSettingsSection />
          <PublicPageSettingsSection />
        </div>
      ) : null}
    </LoadState>
  );
}
