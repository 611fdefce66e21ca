import { zodResolver } from '@hookform/resolvers/zod';
import type { PostalAddress, Profile } from '@navalha/core/contracts/account';
import { maskDate, maskPhone, maskPostalCode } from '@navalha/core/domain/account/masks';
import { profileFormSchema, toProfileFormInput } from '@navalha/core/domain/account/profile-form';
import type {
  ProfileFormInput,
  ProfileFormValues,
} from '@navalha/core/domain/account/profile-form';
import { profileMessages, PROFILE_TEXT_MAX } from '@navalha/core/domain/account/profile-rules';
import { useCallback, useMemo } from 'react';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { usePostalCodeLookup } from '../hooks/use-postal-code-lookup';
import type { PostalCodeLookupStatus } from '../hooks/use-postal-code-lookup';

type FieldName = keyof ProfileFormInput;

const fieldNames = [
  'name',
  'email',
  'phone',
  'birthDate',
  'postalCode',
  'street',
  'houseNumber',
  'complement',
  'neighborhood',
  'city',
  'state',
  'country',
] as const satisfies readonly FieldName[];

/** Today on the user's calendar, 'yyyy-mm-dd': a birth date may not be after it. */
function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A masked input: the mask rewrites what was typed before the form sees it. */
function masked(registration: UseFormRegisterReturn, mask: (value: string) => string) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return registration.onChange(event);
    },
  };
}

const lookupHints: Partial<Record<PostalCodeLookupStatus, string>> = {
  loading: 'Buscando endereço...',
  found: 'Endereço preenchido pelo CEP. Confira e complete o número.',
  unavailable: profileMessages.postalCodeLookupFailed,
};

export interface ProfileFormProps {
  profile: Profile;
  /** The server saved it: the caller updates the session and leaves the page. */
  onSaved: (profile: Profile) => void;
}

/**
 * Spec §5 "Profile": every field required but the complement (decision 012; the photo has
 * its own picker), with the phone, date and CEP masks; an 8-digit CEP fills the address, and when
 * the lookup fails the user types it. The server checks everything again.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const schema = useMemo(() => profileFormSchema(localToday()), []);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toProfileFormInput(profile),
  });
  const update = useUpdateProfile();

  const fill = useCallback(
    (address: PostalAddress) => {
      const options = { shouldValidate: true, shouldDirty: true } as const;
      // A CEP of a whole town has no street or neighbourhood: keep what was typed then.
      if (address.street) setValue('street', address.street, options);
      if (address.neighborhood) setValue('neighborhood', address.neighborhood, options);
      setValue('city', address.city, options);
      setValue('state', address.state, options);
      setValue('country', address.country, options);
      clearErrors('postalCode');
      setFocus(address.street ? 'houseNumber' : 'street');
    },
    [setValue, clearErrors, setFocus],
  );
  const postalCode = usePostalCodeLookup(fill);
  const postalCodeField = register('postalCode');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      onSaved(saved.profile);
    } catch (error) {
      if (isApiError(error) && error.code === 'UNAUTHENTICATED') {
        toast.error(profileMessages.notAuthenticated);
        return;
      }
      const field = isApiError(error) ? fieldNames.find((name) => name === error.field) : null;
      if (isApiError(error) && field && error.status < 500) {
        setError(field, { message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(profileMessages.updateFailed);
    }
  });

  const postalCodeError =
    errors.postalCode?.message ??
    (postalCode.status === 'notFound' ? profileMessages.postalCodeNotFound : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-card bg-card p-5 shadow-card">
        <h2 className="text-lg font-semibold text-ink">Dados pessoais</h2>
        <TextField
          label="Nome"
          autoComplete="name"
          autoCapitalize="words"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 99999-9999"
          maxLength={15}
          error={errors.phone?.message}
          {...masked(register('phone'), maskPhone)}
        />
        <TextField
          label="Data de nascimento"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          error={errors.birthDate?.message}
          {...masked(register('birthDate'), maskDate)}
        />
      </section>

      <section className="flex flex-col gap-4 rounded-card bg-card p-5 shadow-card">
        <h2 className="text-lg font-semibold text-ink">Endereço</h2>
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          error={postalCodeError}
          hint={
            lookupHints[postalCode.status] ? (
              <span role="status">{lookupHints[postalCode.status]}</span>
            ) : (
              'Digite o CEP para preencher o endereço.'
            )
          }
          {...postalCodeField}
          onChange={(event) => {
            event.target.value = maskPostalCode(event.target.value);
            void postalCode.lookup(event.target.value);
            return postalCodeField.onChange(event);
          }}
        />
        <TextField
          label="Rua"
          autoComplete="address-line1"
          maxLength={PROFILE_TEXT_MAX.street}
          error={errors.street?.message}
          {...register('street')}
        />
        <div className="grid grid-cols-[2fr_3fr] gap-3">
          <TextField
            label="Número"
            inputMode="text"
            maxLength={PROFILE_TEXT_MAX.houseNumber}
            error={errors.houseNumber?.message}
            {...register('houseNumber')}
          />
          <TextField
            label="Complemento (opcional)"
            autoComplete="address-line2"
            maxLength={PROFILE_TEXT_MAX.complement}
            error={errors.complement?.message}
            {...register('complement')}
          />
        </div>
        <TextField
          label="Bairro"
          autoComplete="address-level3"
          maxLength={PROFILE_TEXT_MAX.neighborhood}
          error={errors.neighborhood?.message}
          {...register('neighborhood')}
        />
        <div className="grid grid-cols-[3fr_1fr] gap-3">
          <TextField
            label="Cidade"
            autoComplete="address-level2"
            maxLength={PROFILE_TEXT_MAX.city}
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="Estado"
            autoComplete="address-level1"
            autoCapitalize="characters"
            placeholder="SP"
            maxLength={2}
            error={errors.state?.message}
            {...masked(register('state'), (value) => value.toUpperCase())}
          />
        </div>
        <TextField
          label="País"
          autoComplete="country-name"
          maxLength={PROFILE_TEXT_MAX.country}
          error={errors.country?.message}
          {...register('country')}
        />
      </section>

      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Salvar'}
      </Button>
    </form>
  );
}
