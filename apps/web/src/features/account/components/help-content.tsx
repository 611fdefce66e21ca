import type { ShopContact } from '@navalha/core/contracts/account';
import { getPhoneCallUrl, getWhatsAppUrl } from '@navalha/core/domain/account/phone-links';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import Store from 'lucide-react/icons/store';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShopContacts } from '../../../shared/shop-contacts/use-shop-contacts';

const WHATSAPP_GREETING = 'Olá! Preciso de ajuda com o aplicativo Navalha.';

function ShopCard({ shop }: { shop: ShopContact }) {
  const call = getPhoneCallUrl(shop.phone);
  const whatsapp = getWhatsAppUrl(shop.whatsapp, WHATSAPP_GREETING);
  return (
    <li className="flex flex-col gap-3 rounded-card bg-card p-5 shadow-card">
      <h2 className="text-lg font-semibold text-ink">{shop.name}</h2>
      <p className="flex items-start gap-2 text-base text-muted">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0" />
        {shop.address}
      </p>
      {call || whatsapp ? (
        <div className="flex flex-col gap-2">
          {whatsapp ? (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({ fullWidth: true })}
            >
              <MessageCircle aria-hidden className="size-5" />
              WhatsApp {shop.whatsapp}
            </a>
          ) : null}
          {call ? (
            <a href={call} className={buttonStyles({ variant: 'secondary', fullWidth: true })}>
              <Phone aria-hidden className="size-5" />
              Ligar {shop.phone}
            </a>
          ) : null}
        </div>
      ) : (
        <p className="text-base text-muted">A barbearia ainda não informou telefone.</p>
      )}
    </li>
  );
}

/** 'Ajuda & Suporte': how to reach the shop, and where the app answers common questions. */
export function HelpContent() {
  const contacts = useShopContacts();

  return (
    <div className="flex flex-col gap-6">
      <p className="text-base text-muted">
        Fale direto com a barbearia para dúvidas sobre horários, serviços, pagamentos ou qualquer
        problema com o aplicativo.
      </p>
      {contacts.isPending ? (
        <Skeleton className="h-48 rounded-card" />
      ) : contacts.isError ? (
        <EmptyState
          tone="danger"
          icon={<Store aria-hidden className="size-6" />}
          title="Não foi possível carregar os contatos da barbearia."
        >
          <Button variant="secondary" onClick={() => void contacts.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {contacts.data.data.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </ul>
      )}
      <section className="flex flex-col gap-3 rounded-card bg-card p-5 text-base text-muted shadow-card">
        <h2 className="text-lg font-semibold text-ink">Perguntas frequentes</h2>
        <p>
          <strong className="text-ink">Como cancelo ou mudo um horário?</strong> Em{' '}
          <Link to="/mybookings" className="font-medium text-primary underline underline-offset-2">
            Minha Agenda
          </Link>
          , abra o agendamento. Até quando o cancelamento é gratuito depende da barbearia e aparece
          antes de você confirmar.
        </p>
        <p>
          <strong className="text-ink">Paguei por PIX e o agendamento segue pendente.</strong> A
          confirmação leva até 2 minutos; abra o agendamento para verificar o pagamento.
        </p>
        <p>
          <strong className="text-ink">Como corrijo meus dados ou excluo minha conta?</strong> Em
          Conta, use “Minha conta” para editar, ou “Baixar meus dados” e “Excluir minha conta”.
        </p>
      </section>
    </div>
  );
}
