import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import PauseCircle from 'lucide-react/icons/circle-pause';
import { cn } from '../../../lib/class-names';

/**
 * Where a PIX payment stands on its page (spec §2: waiting, confirmed, not approved), or that
 * its booking ended meanwhile (cancelled, or expired unpaid) and can no longer be paid.
 */
export type PixPageStatus =
  'waiting' | 'confirmed' | 'failed' | 'timeout' | 'cancelled' | 'expired';

const banners = {
  waiting: {
    Icon: Clock,
    title: 'Aguardando pagamento',
    text: 'Assim que o banco confirmar, esta página avança sozinha.',
    tone: 'bg-status-pending-soft text-status-pending',
  },
  confirmed: {
    Icon: CircleCheck,
    title: 'Pagamento confirmado!',
    text: 'Levando você à confirmação do agendamento…',
    tone: 'bg-status-confirmed-soft text-status-confirmed',
  },
  failed: {
    Icon: CircleX,
    title: 'Pagamento não aprovado',
    text: 'Gere um novo código PIX e tente novamente.',
    tone: 'bg-status-cancelled-soft text-status-cancelled',
  },
  cancelled: {
    Icon: CircleX,
    title: 'Agendamento cancelado',
    text: 'Este agendamento foi cancelado e não pode mais ser pago.',
    tone: 'bg-status-cancelled-soft text-status-cancelled',
  },
  expired: {
    Icon: CircleX,
    title: 'Agendamento expirado',
    text: 'O prazo para pagamento terminou e o horário foi liberado.',
    tone: 'bg-status-cancelled-soft text-status-cancelled',
  },
  timeout: {
    Icon: PauseCircle,
    title: 'Verificação automática pausada',
    text: "Se você já pagou, toque em 'Já fiz o pagamento' para verificar de novo.",
    tone: 'bg-status-inactive-soft text-status-inactive',
  },
} as const;

/** The PIX page's status, announced politely as it changes. */
export function PaymentStatusBanner({
  status,
  detail,
}: {
  status: PixPageStatus;
  /** Replaces the default line, e.g. the refusal's reason. */
  detail?: string | null;
}) {
  const { Icon, title, text, tone } = banners[status];
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-card p-4', tone)}>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <Icon aria-hidden className="size-6" />
        {status === 'waiting' ? (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 size-2.5 animate-pulse rounded-full bg-current motion-reduce:animate-none"
          />
        ) : null}
      </span>
      <div className="min-w-0">
        <p className="text-base font-semibold">{title}</p>
        <p className="text-sm">{detail ?? text}</p>
      </div>
    </div>
  );
}
