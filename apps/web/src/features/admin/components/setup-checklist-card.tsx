import type { ChecklistItem, ChecklistItemKey } from '@navalha/core/contracts/admin-checklist';
import CircleCheck from 'lucide-react/icons/circle-check';
import Circle from 'lucide-react/icons/circle';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDismissSetupChecklist } from '../api/dismiss-setup-checklist';
import { useSetupChecklist } from '../api/get-setup-checklist';

interface ItemWords {
  title: string;
  todo: (item: ChecklistItem) => string;
  link: { to: string; label: string } | null;
}

const words: Readonly<Record<ChecklistItemKey, ItemWords>> = {
  payments: {
    title: 'Pagamentos',
    todo: () =>
      'Os pagamentos estão no modo de testes. Para receber de verdade, conecte o Mercado Pago: ' +
      'defina PAYMENT_GATEWAY=mercadopago, MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY e ' +
      'MERCADOPAGO_WEBHOOK_SECRET no servidor e reinicie (veja o README).',
    link: null,
  },
  photos: {
    title: 'Fotos',
    todo: (item) =>
      item.missing === 1
        ? '1 profissional ainda sem foto. Cada um adiciona a sua em Conta › Perfil.'
        : `${item.missing} profissionais ainda sem foto. Cada um adiciona a sua em Conta › Perfil.`,
    link: { to: '/account/profile', label: 'Adicionar minha foto' },
  },
  promoCodes: {
    title: 'Cupons de desconto',
    todo: () => 'Nenhum cupom ainda. Crie um para atrair os primeiros clientes.',
    link: { to: '/admin/promo-codes', label: 'Criar cupom' },
  },
  team: {
    title: 'Equipe',
    todo: () => 'Nenhum barbeiro ou convite ainda. Convide quem trabalha com você.',
    link: { to: '/admin/barbers', label: 'Convidar barbeiros' },
  },
};

/**
 * "O que falta": the dashboard's card after the first-run setup (issue 14 §2), from the
 * server's checklist. It hides itself once everything is done; the owner may put it away.
 */
export function SetupChecklistCard() {
  const query = useSetupChecklist();
  const dismiss = useDismissSetupChecklist();
  const headingId = useId();
  const checklist = query.data;
  if (!checklist || checklist.dismissed) return null;
  if (checklist.items.every((item) => item.done)) return null;
  const left = checklist.items.filter((item) => !item.done).length;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          O que falta
        </h2>
        <span className="text-sm text-muted">{left === 1 ? '1 item' : `${left} itens`}</span>
      </div>
      <ul className="flex flex-col gap-3">
        {checklist.items.map((item) => {
          const itemWords = words[item.key];
          const Icon = item.done ? CircleCheck : Circle;
          return (
            <li key={item.key} className="flex gap-3">
              <Icon
                aria-hidden
                className={
                  item.done ? 'size-6 shrink-0 text-primary' : 'size-6 shrink-0 text-muted'
                }
              />
              <div className="flex flex-col gap-1">
                <span className="text-base font-semibold text-ink">
                  {itemWords.title}
                  <span className="sr-only">{item.done ? ': feito' : ': pendente'}</span>
                </span>
                {item.done ? null : (
                  <>
                    <p className="text-sm text-muted">{itemWords.todo(item)}</p>
                    {itemWords.link ? (
                      <Link
                        to={itemWords.link.to}
                        className="min-h-11 content-center text-base font-semibold text-primary"
                      >
                        {itemWords.link.label}
                      </Link>
                    ) : null}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {checklist.canDismiss ? (
        <Button variant="ghost" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
          Dispensar lista
        </Button>
      ) : null}
    </section>
  );
}
