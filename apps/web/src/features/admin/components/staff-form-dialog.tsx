import type { AdminService } from '@navalha/core/contracts/admin-services';
import { updateAdminBodySchema, updateBarberBodySchema } from '@navalha/core/contracts/admin-staff';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { maskPhone } from '@navalha/core/domain/account/masks';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import type { StaffKind } from '../api/get-staff';
import type { StaffInput } from '../api/update-staff';
import { contractResolver, editableField, showFieldErrors } from '../form-fields';
import type { FieldErrors } from '../save-errors';

export const staffFormFields = ['name', 'email', 'phone', 'serviceIds'];

export interface StaffFormDialogProps {
  open: boolean;
  kind: StaffKind;
  /** The account being edited (new people join by invitation). */
  member: StaffMember | null;
  /** The services a barber may offer (barbers only). */
  services?: readonly AdminService[];
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: StaffInput) => Promise<FieldErrors>;
}

/**
 * Edits a barber or an admin account (the e-mail, their sign-in, stays). An admin or the owner
 * who takes bookings is edited on the barbers' screen for their services only.
 */
export function StaffFormDialog({ open, onClose, ...props }: StaffFormDialogProps) {
  const noun = props.kind === 'barbers' ? 'barbeiro' : 'administrador';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      variant="sheet"
      title={`Editar ${noun}`}
    >
      {props.member ? <StaffForm key={props.member.id} {...props} member={props.member} /> : null}
    </Dialog>
  );
}

interface StaffFormValues {
  name: string;
  phone: string;
  serviceIds: string[];
}

function StaffForm({
  kind,
  member,
  services = [],
  pending,
  onSubmit,
}: Omit<StaffFormDialogProps, 'open' | 'onClose' | 'member'> & { member: StaffMember }) {
  const isBarber = kind === 'barbers';
  // An admin or the owner who takes bookings: their account is theirs (or the owner's) to edit.
  const servicesOnly = isBarber && member.role !== 'BARBER';
  /** What is sent: only the services for someone who only takes bookings here. */
  const toBody = ({ name, phone, serviceIds }: StaffFormValues): StaffInput =>
    servicesOnly ? { serviceIds } : { name, phone, ...(isBarber ? { serviceIds } : {}) };
  const form = useForm<StaffFormValues, unknown, StaffInput>({
    resolver: contractResolver(isBarber ? updateBarberBodySchema : updateAdminBodySchema, toBody),
    reValidateMode: 'onSubmit',
    defaultValues: { name: member.name, phone: member.phone ?? '', serviceIds: member.serviceIds },
  });
  const { errors } = form.formState;
  const serviceIds = useWatch({ control: form.control, name: 'serviceIds' });

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    showFieldErrors(form, await onSubmit(body));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {servicesOnly ? null : (
        <>
          <TextField
            label="Nome"
            autoComplete="off"
            maxLength={50}
            error={errors.name?.message}
            {...editableField(form, 'name')}
          />
          <TextField
            label="Telefone (opcional)"
            type="tel"
            inputMode="tel"
            maxLength={15}
            placeholder="(11) 99999-9999"
            error={errors.phone?.message}
            {...editableField(form, 'phone', maskPhone)}
          />
        </>
      )}
      {isBarber ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">Serviços que faz</legend>
          {services
            .filter((service) => service.isActive || serviceIds.includes(service.id))
            .map((service) => (
              <Checkbox
                key={service.id}
                label={service.name}
                checked={serviceIds.includes(service.id)}
                onChange={(event) => {
                  form.setValue(
                    'serviceIds',
                    event.target.checked
                      ? [...serviceIds, service.id]
                      : serviceIds.filter((id) => id !== service.id),
                  );
                  form.clearErrors('serviceIds');
                }}
              />
            ))}
          {errors.serviceIds ? (
            <p className="text-sm text-danger">{errors.serviceIds.message}</p>
          ) : null}
        </fieldset>
      ) : null}
      {errors.root ? (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Salvando…' : 'Salvar alterações'}
      </Button>
    </form>
  );
}
