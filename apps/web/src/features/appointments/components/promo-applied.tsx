import BadgePercent from 'lucide-react/icons/badge-percent';
import X from 'lucide-react/icons/x';

/** A code the server accepted: its spelling and percentage. */
export interface AppliedPromo {
  code: string;
  discountPercent: number;
}

/** 'Código promocional aplicado': the code and its discount, with a button to remove it. */
export function PromoApplied({ promo, onRemove }: { promo: AppliedPromo; onRemove: () => void }) {
  return (
    <div className="flex min-h-16 items-center gap-3 rounded-card bg-tint px-4 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-accent">
        <BadgePercent aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-muted">Código promocional aplicado</span>
        <span className="block text-base font-semibold text-ink">
          {promo.code} · {promo.discountPercent}% de desconto
        </span>
      </span>
      <button
        type="button"
        aria-label={`Remover o código ${promo.code}`}
        onClick={onRemove}
        className="inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-card hover:text-ink"
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
