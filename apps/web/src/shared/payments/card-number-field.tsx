import { guessCardLabel } from '@navalha/core/domain/payments/card-brand';
import { TextField } from '../../components/ui/text-field';
import type { TextFieldProps } from '../../components/ui/text-field';

export interface CardNumberFieldProps extends Omit<TextFieldProps, 'label' | 'trailing'> {
  /** What is typed so far, masked: the brand shown beside it is guessed from it. */
  number: string;
}

/**
 * 'Número do cartão': digits in groups of 4 (19 characters at most, the caller masks them) and
 * the brand guessed from the first digits, announced as it changes. The card page and the
 * wallet's add-card dialog both take a card this way.
 */
export function CardNumberField({ number, ...inputProps }: CardNumberFieldProps) {
  return (
    <TextField
      label="Número do cartão"
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="1234 5678 9012 3456"
      maxLength={19}
      className="[&_input]:tabular-nums"
      trailing={
        <span
          aria-live="polite"
          className="mr-3 rounded-full bg-tint px-2 py-0.5 text-sm font-medium text-primary"
        >
          {guessCardLabel(number)}
        </span>
      }
      {...inputProps}
    />
  );
}
