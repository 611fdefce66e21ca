import type { AdminService } from '@navalha/core/contracts/admin-services';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { createServiceBodySchema, updateServiceBodySchema } from '@navalha/core/contracts/catalog';
import { getServiceIconKey } from '@navalha/core/domain/catalog/service-icon';
import { formatDecimalInput, parseDecimalInput } from '@navalha/core/domain/format/decimal-input';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { ServiceThumbnail } from '../../../components/ui/service-icon';
import { TextField } from '../../../components/ui/text-field';
import type { ServiceInput } from '../api/create-service';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import { parseIntegerInput } from '../integer-input';
import type { FieldErrors } from '../save-errors';

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

/** The form's fields as typed: amounts are pt-BR text ('45,00') until the form is sent. */
interface ServiceValues {
  name: string;
  description: string;
  price: string;
  promotionalPrice: string;
  durationMinutes: string;
  imageUrl: string;
  barberIds: string[];
}

/** What is sent: BRL amounts read from their fields, an empty text as none. */
function toServiceBody(values: ServiceValues): ServiceInput {
  const promotion = parseDecimalInput(values.promotionalPrice);
  return {
    name: values.name,
    description: values.description.trim() || null,
    price: parseDecimalInput(values.price),
    promotionalPrice: promotion === undefined ? null : promotion,
    durationMinutes: parseIntegerInput(values.durationMinutes),
    imageUrl: values.imageUrl.trim() || null,
    ...(values.barberIds.length > 0 ? { barberIds: values.barberIds } : {}),
  };
}

function initialValues(service: AdminService | null): ServiceValues {
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
  const form = useForm<ServiceValues, unknown, ServiceInput>({
    resolver: contractResolver(
      service ? updateServiceBodySchema : createServiceBodySchema,
      toServiceBody,
    ),
    reValidateMode: 'onSubmit',
    defaultValues: initialValues(service),
  });
  const { errors } = form.formState;
  const [name, imageUrl, barberIds] = useWatch({
    control: form.control,
    name: ['name', 'imageUrl', 'barberIds'],
  });
  const activeBarbers = barbers.filter(
    (barber) => barber.isActive || barberIds.includes(barber.id),
  );

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    showFieldErrors(form, await onSubmit(body));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <ServiceThumbnail iconKey={getServiceIconKey(name)} imageUrl={imageUrl || null} />
        <p className="text-sm text-muted">
          O ícone segue o nome do serviço (corte, barba, sobrancelha…); a foto, quando houver,
          aparece no lugar dele.
        </p>
      </div>
      <TextField
        label="Nome"
        error={errors.name?.message}
        {...editableField(form, 'name')}
        maxLength={80}
        autoComplete="off"
      />
      <TextField
        label="Descrição (opcional)"
        error={errors.description?.message}
        {...editableField(form, 'description')}
        maxLength={500}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Preço (R$)"
          inputMode="decimal"
          error={errors.price?.message}
          {...editableField(form, 'price')}
          placeholder="45,00"
        />
        <TextField
          label="Promoção (R$)"
          inputMode="decimal"
          error={errors.promotionalPrice?.message}
          {...editableField(form, 'promotionalPrice')}
          hint="Vazio: sem promoção"
        />
      </div>
      <TextField
        label="Duração (minutos)"
        inputMode="numeric"
        error={errors.durationMinutes?.message}
        {...editableField(form, 'durationMinutes')}
      />
      <TextField
        label="Foto (URL, opcional)"
        type="url"
        inputMode="url"
        error={errors.imageUrl?.message}
        {...editableField(form, 'imageUrl')}
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
              checked={barberIds.includes(barber.id)}
              onChange={(event) => {
                form.setValue(
                  'barberIds',
                  event.target.checked
                    ? [...barberIds, barber.id]
                    : barberIds.filter((id) => id !== barber.id),
                );
                form.clearErrors('barberIds');
                form.clearErrors('root');
              }}
            />
          ))
        )}
        {errors.barberIds ? (
          <p className="text-sm text-danger">{errors.barberIds.message}</p>
        ) : null}
      </fieldset>
      {errors.root ? (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Salvando…' : service ? 'Salvar alterações' : 'Criar serviço'}
      </Button>
    </form>
  );
}

export const serviceFormFields = fields;
