import {
  getAppointmentStatusLabel,
  getPaymentStatusLabel,
  isAppointmentStatus,
  isPaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import type {
  AppointmentStatus,
  PaymentStatus,
} from '@navalha/core/domain/appointments/appointment-status';
import { cn } from '../../lib/class-names';

/** The badge variants of spec §4; `pending` is the default. */
export const statusBadgeVariants = [
  'canceled',
  'confirmed',
  'inactive',
  'completed',
  'warning',
  'pending',
  'failed',
] as const;

export type StatusBadgeVariant = (typeof statusBadgeVariants)[number];

/**
 * DESIGN.md's status colours, each pair at least 4.5:1: pending and warning amber, confirmed
 * green, completed blue, canceled and failed red, inactive grey. A warning and a failure carry
 * a ring so they differ from pending and canceled by more than the word.
 */
const variantStyles: Record<StatusBadgeVariant, string> = {
  pending: 'bg-status-pending-soft text-status-pending',
  warning: 'bg-status-pending-soft text-status-pending ring-1 ring-status-pending/40 ring-inset',
  confirmed: 'bg-status-confirmed-soft text-status-confirmed',
  completed: 'bg-status-completed-soft text-status-completed',
  canceled: 'bg-status-cancelled-soft text-status-cancelled',
  failed:
    'bg-status-cancelled-soft text-status-cancelled ring-1 ring-status-cancelled/40 ring-inset',
  inactive: 'bg-status-inactive-soft text-status-inactive',
};

/** The word a variant shows when no label is given. */
const variantLabels: Record<StatusBadgeVariant, string> = {
  pending: 'Pendente',
  warning: 'Atenção',
  confirmed: 'Confirmado',
  completed: 'Concluído',
  canceled: 'Cancelado',
  failed: 'Falhou',
  inactive: 'Inativo',
};

const appointmentVariants: Record<AppointmentStatus, StatusBadgeVariant> = {
  PENDING: 'pending',
  CONFIRMED: 'confirmed',
  COMPLETED: 'completed',
  CANCELLED: 'canceled',
  EXPIRED: 'inactive',
  NO_SHOW: 'failed',
};

const paymentVariants: Record<PaymentStatus, StatusBadgeVariant> = {
  PENDING: 'pending',
  PROCESSING: 'warning',
  COMPLETED: 'completed',
  FAILED: 'failed',
  CANCELLED: 'canceled',
  REFUNDED: 'inactive',
};

/** The variant of an appointment status; an unknown one reads as pending (spec §4). */
export function getAppointmentStatusVariant(status: string | null | undefined): StatusBadgeVariant {
  return isAppointmentStatus(status) ? appointmentVariants[status] : 'pending';
}

/** The variant of a payment status; 'PAID' (an older gateway's word) is completed. */
export function getPaymentStatusVariant(status: string | null | undefined): StatusBadgeVariant {
  if (status === 'PAID') return 'completed';
  return isPaymentStatus(status) ? paymentVariants[status] : 'pending';
}

export interface StatusBadgeProps {
  variant?: StatusBadgeVariant;
  /** The word shown; the variant's own word when omitted. */
  label?: string;
  className?: string;
}

/** A status pill: colour and a dot for a glance, and always the word. */
export function StatusBadge({ variant = 'pending', label, className }: StatusBadgeProps) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-sm leading-none font-semibold whitespace-nowrap',
        variantStyles[variant],
        className,
      )}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {label ?? variantLabels[variant]}
    </span>
  );
}

/** An appointment's status in pt-BR ('Pendente', 'Confirmado', …). */
export function AppointmentStatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  return (
    <StatusBadge
      variant={getAppointmentStatusVariant(status)}
      label={getAppointmentStatusLabel(status)}
      className={className}
    />
  );
}

/** A payment's status in pt-BR ('Pendente', 'Concluído', 'Falhou', 'Estornado', …). */
export function PaymentStatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  return (
    <StatusBadge
      variant={getPaymentStatusVariant(status)}
      label={getPaymentStatusLabel(status)}
      className={className}
    />
  );
}
