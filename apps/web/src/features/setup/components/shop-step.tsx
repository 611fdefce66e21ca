import type { SetupProgress } from '@navalha/core/contracts/setup';
import { setupShopBodySchema } from '@navalha/core/contracts/setup';
import { profileMessages } from '@navalha/core/domain/account/profile-rules';
import { maskPhone, maskPostalCode } from '@navalha/core/domain/account/masks';
import { completePostalCode } from '@navalha/core/domain/account/postal-code';
import { brazilianTimeZones } from '@navalha/core/domain/setup/setup-defaults';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import type { PostalAddress } from '@navalha/core/contracts/account';
import { findStepErrors, stepErrorsFrom } from '../form-issues';
import type { StepErrors } from '../form-issues';
import { StepActions, StepError } from './step-actions';

export interface ShopStepProps {
  initial: SetupProgress['shop'];
  save: (body: unknown) => Promise<void>;
  lookupPostalCode: (digits: string) => Promise<PostalAddress>;
  onDone: () => void;
  onBack: () => void;
}

type ShopValues = Record<
  | 'name'
  | 'postalCode'
  | 'street'
  | 'houseNumber'
  | 'complement'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'phone'
  | 'whatsapp'
  | 'timeZone'
  | 'pixKey'
  | 'pixMerchantName'
  | 'pixMerchantCity',
  string
>;

/**
 * Step 2: the shop. The CEP fills the address (through the server, as the profile does); when
 * the lookup fails, the fields stay open to fill by hand.
 */
export function ShopStep({ initial, save, lookupPostalCode, onDone, onBack }: ShopStepProps) {
  const [values, setValues] = useState<ShopValues>({
    name: initial?.name ?? '',
    postalCode: initial?.postalCode ?? '',
    street: initial?.street ?? '',
    houseNumber: initial?.houseNumber ?? '',
    complement: initial?.complement ?? '',
    neighborhood: initial?.neighborhood ?? '',
    city: initial?.city ?? '',
    state: initial?.state ?? '',
    phone: initial?.phone ?? '',
    whatsapp: initial?.whatsapp ?? '',
    timeZone: initial?.timeZone ?? brazilianTimeZones[0].id,
    pixKey: initial?.pixKey ?? '',
    pixMerchantName: initial?.pixMerchantName ?? '',
    pixMerchantCity: initial?.pixMerchantCity ?? '',
  });
  const [errors, setErrors] = useState<StepErrors>({});
  const [pending, setPending] = useState(false);
  const [lookupNote, setLookupNote] = useState<string | null>(null);

  const set = (field: keyof ShopValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function onPostalCode(typed: string) {
    const masked = maskPostalCode(typed);
    set('postalCode', masked);
    const digits = completePostalCode(masked);
    if (!digits) return;
    setLookupNote('Buscando endereço…');
    try {
      const address = await lookupPostalCode(digits);
      setValues((current) => ({
        ...current,
        street: address.street || current.street,
        neighborhood: address.neighborhood || current.neighborhood,
        city: address.city,
        state: address.state,
      }));
      setLookupNote(null);
    } catch (error) {
      setLookupNote(
        isApiError(error) && error.status === 404
          ? profileMessages.postalCodeNotFound
          : profileMessages.postalCodeLookupFailed,
      );
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = findStepErrors(setupShopBodySchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await save(values);
      onDone();
    } catch (error) {
      setErrors(stepErrorsFrom(error));
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof ShopValues, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <StepError message={errors.form} />
      {field('name', 'Nome da barbearia', { autoComplete: 'organization' })}
      <TextField
        label="CEP"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        value={values.postalCode}
        onChange={(event) => void onPostalCode(event.target.value)}
        error={errors.postalCode}
        hint={lookupNote ?? undefined}
      />
      {field('street', 'Rua')}
      <div className="grid grid-cols-2 gap-3">
        {field('houseNumber', 'Número')}
        {field('complement', 'Complemento (opcional)')}
      </div>
      {field('neighborhood', 'Bairro')}
      <div className="grid grid-cols-[1fr_5rem] gap-3">
        {field('city', 'Cidade')}
        {field('state', 'UF', { maxLength: 2 })}
      </div>
      <TextField
        label="Telefone (opcional)"
        type="tel"
        inputMode="tel"
        placeholder="(11) 3456-7890"
        value={values.phone}
        onChange={(event) => set('phone', maskPhone(event.target.value))}
        error={errors.phone}
      />
      <TextField
        label="WhatsApp (opcional)"
        type="tel"
        inputMode="tel"
        placeholder="(11) 99999-9999"
        value={values.whatsapp}
        onChange={(event) => set('whatsapp', maskPhone(event.target.value))}
        error={errors.whatsapp}
      />
      <SelectField
        label="Fuso horário"
        value={values.timeZone}
        onChange={(event) => set('timeZone', event.target.value)}
        error={errors.timeZone}
      >
        {brazilianTimeZones.map((zone) => (
          <option key={zone.id} value={zone.id}>
            {zone.label}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-4 rounded-card bg-card p-4 shadow-card">
        <legend className="px-1 text-base font-semibold text-ink">PIX (opcional)</legend>
        <p className="text-sm text-muted">
          Para os clientes pagarem por PIX no QR Code da barbearia.
        </p>
        {field('pixKey', 'Chave PIX')}
        {field('pixMerchantName', 'Nome do recebedor', { maxLength: 25 })}
        {field('pixMerchantCity', 'Cidade do recebedor', { maxLength: 15 })}
      </fieldset>
      <StepActions pending={pending} onBack={onBack} />
    </form>
  );
}
