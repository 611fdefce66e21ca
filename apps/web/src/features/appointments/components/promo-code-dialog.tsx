import type { PromoCodeValidation } from '@navalha/core/contracts/promo-codes';
import type { Cents } from '@navalha/core/domain/money';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useValidatePromoCode } from '../api/validate-promo-code';
import type { PromoCheckScope } from '../api/validate-promo-code';

export const PROMO_FAILED = 'Erro ao aplicar código promocional';

/**
 * The server's refusal when it explains one (an unknown or expired code: 'Código promocional
 * inválido ou expirado'), otherwise the spec's 'Erro ao aplicar código promocional'.
 */
export function promoRefusalMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return PROMO_FAILED;
}

export interface PromoCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subtotal: Cents;
  onApplied: (validation: PromoCodeValidation) => void;
  /** Which shop's codes, and whether signed out on its public address. */
  scope?: PromoCheckScope;
}

/**
 * The promo-code dialog (spec §2 /confirm): 'Aplicar' stays disabled until a code is typed. A
 * visitor's code is checked on the shop's public address, with the same refusals.
 */
export function PromoCodeDialog({
  open,
  onOpenChange,
  subtotal,
  onApplied,
  scope,
}: PromoCodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidatePromoCode(scope);
  const trimmed = code.trim();

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || validate.isPending) return;
    setError(null);
    try {
      const validation = await validate.mutateAsync({ code: trimmed, subtotal });
      onApplied(validation);
      setCode('');
      onOpenChange(false);
    } catch (failure) {
      setError(promoRefusalMessage(failure));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title="Código promocional"
      description="Digite o código para aplicar o desconto ao seu pedido."
    >
      <form onSubmit={(event) => void apply(event)} className="flex flex-col gap-4" noValidate>
        <TextField
          label="Código"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(null);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          error={error ?? undefined}
          placeholder="Ex.: NAVALHA10"
        />
        <Button type="submit" size="lg" fullWidth disabled={!trimmed || validate.isPending}>
          {validate.isPending ? 'Aplicando…' : 'Aplicar'}
        </Button>
      </form>
    </Dialog>
  );
}
