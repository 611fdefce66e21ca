import type { AdminService } from '@navalha/core/contracts/admin-services';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { createServiceBodySchema, updateServiceBodySchema } from '@navalha/core/contracts/catalog';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { ServiceThumbnail } from '../../../components/ui/service-icon';
import { TextField } from '../../../components/ui/text-field';
import type { ServiceInput } from '../api/create-service';
import {
  checkForm,
  formatDecimalInput,
  parseDecimalInput,
  parseIntegerInput,
} from '../form-errors';
import type { FieldErrors } from '../form-errors';

const fields = [
  'name',
  'description',
  'price',
  'promotionalPrice',
  'durationMinutes',
  'imageUrl',
  'barberIds',
];

export interface ServiceFormDialogProps {
  open: boolean;
  /** The service being edited; null to create one. */
  service: AdminService | null;
  barbers: readonly StaffMember[];
  pending: boolean;
  onClose: () => void;
  /** Saves; resolves to the errors to show (none when it was saved). */
  onSubmit: (body: ServiceInput) => Promise<FieldErrors>;
}

function initialValues(service: AdminService | null) {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service ? formatDecimalInput(service.price / 100) : '',
    promotionalPrice:
      service?.promotionalPrice != null ? formatDecimalInput(service.promotionalPrice / 100) : '',
    durationMinutes: service ? String(service.durationMinutes) : '30',
    imageUrl: service?.imageUrl ?? '',
    barberIds: service?.barberIds ?? [],
  };
}

/**
 * Creates or edits a service: name (its icon follows from it), price, promotional price,
 * duration, photo and who offers it. The contract the server applies checks it first (core's
 * messages), so a mistake shows before anything is sent.
 */
export function ServiceFormDialog({ open, onClose, ...props }: ServiceFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      variant="sheet"
      title={props.service ? 'Editar serviço' : 'Novo serviço'}
    >
      {/* Mounted while open only: each opening starts from the service as it is. */}
      <ServiceForm key={props.service?.id ?? 'new'} {...props} />
    </Dialog>
  );
}

function ServiceForm({
  service,
  barbers,
  pending,
  onSubmit,
}: Omit<ServiceFormDialogProps, 'open' | 'onClose'>) {
  const [values, setValues] = useState(() => initialValues(service));
  const [errors, setErrors] = useState<FieldErrors>({});
  const activeBarbers = barbers.filter(
    (barber) => barber.isActive || values.barberIds.includes(barber.id),
  );

  function set<K extends keyof typeof values>(key: K, value: (typeof values)[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const promotion = parseDecimalInput(values.promotionalPrice);
    const body: ServiceInput = {
      name: values.name,
      description: values.description.trim() || null,
      price: parseDecimalInput(values.price),
      promotionalPrice: promotion === undefined ? null : promotion,
      durationMinutes: parseIntegerInput(values.durationMinutes),
      imageUrl: values.imageUrl.trim() || null,
      ...(values.barberIds.length > 0 ? { barberIds: values.barberIds } : {}),
    };
    const check = checkForm(service ? updateServiceBodySchema : createServiceBodySchema, body);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors(await onSubmit(body));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <ServiceThumbnail
          iconKey={getServiceIconKey(values.name)}
          imageUrl={values.imageUrl || null}
        />
        <p className="text-sm text-muted">
          O ícone segue o nome do serviço (corte, barba, sobrancelha…); a foto, quando houver,
          aparece no lugar dele.
        </p>
      </div>
      <TextField
        label="Nome"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
        maxLength={80}
        autoComplete="off"
      />
      <TextField
        label="Descrição (opcional)"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
        maxLength={500}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Preço (R$)"
          inputMode="decimal"
          value={values.price}
          onChange={(event) => set('price', event.target.value)}
          error={errors.price}
          placeholder="45,00"
        />
        <TextField
          label="Promoção (R$)"
          inputMode="decimal"
          value={values.promotionalPrice}
          onChange={(event) => set('promotionalPrice', event.target.value)}
          error={errors.promotionalPrice}
          hint="Vazio: sem promoção"
        />
      </div>
      <TextField
        label="Duração (minutos)"
        inputMode="numeric"
        value={values.durationMinutes}
        onChange={(event) => set('durationMinutes', event.target.value)}
        error={errors.durationMinutes}
      />
      <TextField
        label="Foto (URL, opcional)"
        type="url"
        inputMode="url"
        value={values.imageUrl}
        onChange={(event) => set('imageUrl', event.target.value)}
        error={errors.imageUrl}
        placeholder="https://"
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-ink">Quem faz este serviço</legend>
        {activeBarbers.length === 0 ? (
          <p className="text-sm text-muted">Nenhum barbeiro cadastrado.</p>
        ) : (
          activeBarbers.map((barber) => (
            <Checkbox
              key={barber.id}
              label={barber.name}
              checked={values.barberIds.includes(barber.id)}
              onChange={(event) =>
                set(
                  'barberIds',
                  event.target.checked
                    ? [...values.barberIds, barber.id]
                    : values.barberIds.filter((id) => id !== barber.id),
                )
              }
            />
          ))
        )}
        {errors.barberIds ? <p className="text-sm text-danger">{errors.barberIds}</p> : null}
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Salvando…' : service ? 'Salvar alterações' : 'Criar serviço'}
      </Button>
    </form>
  );
}

export const serviceFormFields = fields;
