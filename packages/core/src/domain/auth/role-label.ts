import type { Role } from './roles.js';

const roleLabels: Record<Role, string> = {
  CLIENT: 'Cliente',
  BARBER: 'Barbeiro',
  ADMIN: 'Administrador',
  OWNER: 'Proprietário',
  RECEPTION: 'Recepção',
  OPERATOR: 'Plataforma',
};

/** The pt-BR name of a role, as users read it: BARBER → 'Barbeiro' (spec §2 "Barbeiros"). */
export function getRoleLabel(role: Role): string {
  return roleLabels[role];
}
