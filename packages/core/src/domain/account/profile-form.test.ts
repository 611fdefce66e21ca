import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contracts/account.js';
import { profileFormSchema, toProfileFormInput } from './profile-form.js';

const today = '2026-05-04';
const schema = profileFormSchema(today);

const filled = {
  name: '  Ana Souza ',
  email: ' Ana@Exemplo.com.br ',
  phone: '(11) 98765-4321',
  birthDate: '07/09/1990',
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  houseNumber: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
  country: 'Brasil',
};

/** The first message the form shows for a field, or undefined. */
function errorOn(values: object, field: string): string | undefined {
  const result = schema.safeParse(values);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('profileFormSchema', () => {
  it('turns what was typed into the PATCH /users/me body', () => {
    expect(schema.parse(filled)).toEqual({
      ...filled,
      name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      birthDate: '1990-09-07',
      complement: null,
      state: 'SP',
    });
  });

  it.each(Object.keys(filled).filter((field) => field !== 'complement'))(
    "requires %s ('Campo obrigatório')",
    (field) => expect(errorOn({ ...filled, [field]: '   ' }, field)).toBe('Campo obrigatório'),
  );

  it('leaves the complement optional', () => {
    expect(schema.parse({ ...filled, complement: ' Apto 12 ' }).complement).toBe('Apto 12');
  });

  it("checks the e-mail ('Email inválido')", () => {
    expect(errorOn({ ...filled, email: 'ana@' }, 'email')).toBe('Email inválido');
  });

  it.each(['11987654321', '(11) 9876-5432', '(11) 98765-432'])(
    "wants the phone as (XX) XXXXX-XXXX: %j ('Formato inválido (XX) XXXXX-XXXX')",
    (phone) =>
      expect(errorOn({ ...filled, phone }, 'phone')).toBe('Formato inválido (XX) XXXXX-XXXX'),
  );

  it.each(['01310100', '01310-10', '1310-100'])(
    "wants the CEP as XXXXX-XXX: %j ('Formato inválido XXXXX-XXX')",
    (postalCode) =>
      expect(errorOn({ ...filled, postalCode }, 'postalCode')).toBe('Formato inválido XXXXX-XXX'),
  );

  it.each(['07/09', '31/02/1990', '05/05/2026', '01/01/1899'])(
    "refuses the birth date %j ('Data inválida')",
    (birthDate) => expect(errorOn({ ...filled, birthDate }, 'birthDate')).toBe('Data inválida'),
  );

  it('takes a state of at most 2 letters that exists', () => {
    expect(errorOn({ ...filled, state: 'SPO' }, 'state')).toBe(
      'Use a sigla do estado, com 2 letras (ex.: SP)',
    );
    expect(errorOn({ ...filled, state: 'XX' }, 'state')).toBe(
      'Use a sigla do estado, com 2 letras (ex.: SP)',
    );
  });

  it('keeps the name between 2 and 50 characters', () => {
    expect(errorOn({ ...filled, name: 'A' }, 'name')).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(errorOn({ ...filled, name: 'A'.repeat(51) }, 'name')).toBe(
      'Nome deve ter no máximo 50 caracteres',
    );
  });
});

describe('toProfileFormInput', () => {
  it('fills the form from the profile, empty where nothing is known', () => {
    const profile: Profile = {
      id: 'u1',
      name: 'Ana',
      email: 'ana@exemplo.com.br',
      role: 'CLIENT',
      phone: null,
      avatarUrl: null,
      isVerified: true,
      hasPassword: true,
      emailDelivery: false,
      birthDate: '1990-09-07',
      postalCode: null,
      street: null,
      houseNumber: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: null,
      country: null,
      biography: null,
    };
    expect(toProfileFormInput(profile)).toEqual({
      name: 'Ana',
      email: 'ana@exemplo.com.br',
      phone: '',
      birthDate: '07/09/1990',
      postalCode: '',
      street: '',
      houseNumber: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
      country: '',
    });
  });
});
