import type { AdminService } from '@navalha/core/contracts/admin-services';
import { updateAdminBodySchema, updateBarberBodySchema } from '@navalha/core/contracts/admin-staff';
import type { StaffMember } from '@navalha/core/contracts/admin-staff';
import { maskPhone } from '@navalha/core/domain/account/masks';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import type { StaffInput, StaffKind } from '../api/staff';
import { checkForm } from '../form-errors';
import type { FieldErrors } from '../form-errors';

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

function StaffForm({
  kind,
  member,
  services = [],
  pending,
  onSubmit,
}: Omit<StaffFormDialogProps, 'open' | 'onClose' | 'member'> & { member: StaffMember }) {
  const [name, setName] = useState(member.name);
  const [phone, setPhone] = useState(member.phone ?? '');
  const [serviceIds, setServiceIds] = useState<string[]>(member.serviceIds);
  const [errors, setErrors] = useState<FieldErrors>({});
  const isBarber = kind === 'barbers';
  // An admin or the owner who takes bookings: their account is theirs (or the owner's) to edit.
  const servicesOnly = isBarber && member.role !== 'BARBER';

  function clear(field: string) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body: StaffInput = servicesOnly
      ? { serviceIds }
      : { name, phone, ...(isBarber ? { serviceIds } : {}) };
    const schema = isBarber ? updateBarberBodySchema : updateAdminBodySchema;
    const check = checkForm(schema, body);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors(await onSubmit(body));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {servicesOnly ? null : (
        <>
          <TextField
            label="Nome"
            value={name}
            autoComplete="off"
            maxLength={50}
            onChange={(event) => {
              setName(event.target.value);
              clear('name');
            }}
            error={errors.name}
          />
          <TextField
            label="Telefone (opcional)"
            type="tel"
            inputMode="tel"
            value={phone}
            maxLength={15}
            placeholder="(11) 99999-9999"
            onChange={(event) => {
              setPhone(maskPhone(event.target.value));
              clear('phone');
            }}
            error={errors.phone}
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
                  setServiceIds((current) =>
                    event.target.checked
                      ? [...current, service.id]
                      : current.filter((id) => id !== service.id),
                  );
                  clear('serviceIds');
                }}
              />
            ))}
          {errors.serviceIds ? <p className="text-sm text-danger">{errors.serviceIds}</p> : null}
        </fieldset>
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Salvando…' : 'Salvar alterações'}
      </Button>
    </form>
  );
}
