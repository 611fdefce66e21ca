import type { PlatformShop } from '@navalha/core/contracts/platform';
import { platformShopFeeBodySchema } from '@navalha/core/contracts/platform';
import { formatDecimalInput, parseDecimalInput } from '@navalha/core/domain/format/decimal-input';
import { formatBasisPoints } from '@navalha/core/domain/format/percent';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { setShopPlatformFee } from '../api/platform-shops';

/**
 * The operator sets a shop's platform fee (issue 20 §3): Mercado Pago's `marketplace_fee` on
 * each payment into the shop's own account, or clears it back to the platform's default.
 */
export function PlatformFeeDialog({
  shop,
  defaultBasisPoints,
  onClose,
  onDone,
}: {
  shop: PlatformShop;
  defaultBasisPoints: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const own = shop.platformFeePercent;
  const [value, setValue] = useState(own === null ? '' : formatDecimalInput(own / 100));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function save(feePercent: number | null) {
    setPending(true);
    try {
      await setShopPlatformFee(shop.id, feePercent);
      toast.success(
        feePercent === null ? 'A barbearia volta à taxa padrão.' : 'Taxa da plataforma salva.',
      );
      onDone();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Não foi possível salvar.');
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const feePercent = parseDecimalInput(value);
    const checked = platformShopFeeBodySchema.safeParse({ feePercent });
    if (!checked.success || feePercent === undefined) {
      setError(checked.error?.issues[0]?.message);
      return;
    }
    void save(feePercent);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Taxa da plataforma: ${shop.name}`}
      description={`Cobrada sobre cada pagamento feito na conta do Mercado Pago da barbearia. Sem taxa própria, vale o padrão: ${formatBasisPoints(defaultBasisPoints)}.`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Taxa da plataforma (%)"
          hint="De 0 a 50%, com até 2 casas decimais. Fica no registro de atividades da barbearia."
          inputMode="decimal"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={pending}>
          Salvar taxa
        </Button>
        {own === null ? null : (
          <Button
            type="button"
            variant="secondary"
            fullWidth
            disabled={pending}
            onClick={() => void save(null)}
          >
            Usar a taxa padrão
          </Button>
        )}
      </form>
    </Dialog>
  );
}
