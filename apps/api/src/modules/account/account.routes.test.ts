import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createUser, DEMO_BARBERSHOP_ID } from '../../test/scheduling-fixtures.js';
import {
  setupAccount,
  app,
  db,
  profile,
  userRow,
  signUp,
  patchProfile,
} from './account.test-helpers.js';

setupAccount();

describe('GET /api/users/me', () => {
  it('shows the whole profile of the signed-in person', async () => {
    const { actor } = await signUp();
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: actor.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      id: actor.id,
      name: 'Cliente Novo',
      email: expect.stringMatching(/@teste\.dev$/),
      role: 'CLIENT',
      phone: '(11) 91234-5678',
      avatarUrl: null,
      isVerified: false,
      hasPassword: true,
      emailDelivery: false,
      birthDate: null,
      postalCode: null,
      street: null,
      houseNumber: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: null,
      country: null,
      biography: null,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/users/me (update_user_profile)', () => {
  it('saves every field and answers {success, message} with the profile', async () => {
    const { actor } = await signUp();
    const response = await patchProfile(actor, {
      ...profile,
      email: ' Ana.Souza@Teste.DEV ',
      state: 'sp',
      name: '  Ana Souza ',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Perfil atualizado com sucesso',
      profile: expect.objectContaining({ ...profile, id: actor.id, isVerified: false }),
    });
    expect(await userRow(actor.id)).toMatchObject({ ...profile, email: 'ana.souza@teste.dev' });

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: actor.headers });
    expect(me.json()).toMatchObject({ name: 'Ana Souza', email: 'ana.souza@teste.dev' });
  });

  it('stores an empty complement as none', async () => {
    const { actor } = await signUp();
    const response = await patchProfile(actor, {
      ...profile,
      email: `sem.complemento.${Date.now()}@teste.dev`,
      complement: '  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await userRow(actor.id)).complement).toBeNull();
  });

  it("refuses another account's e-mail with 409 and changes nothing", async () => {
    const { actor } = await signUp();
    const before = await userRow(actor.id);
    const response = await patchProfile(actor, { ...profile, email: 'marina@navalha.dev' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'Este email já está em uso',
      field: 'email',
    });
    expect(await userRow(actor.id)).toEqual(before);
  });

  it('keeps the verification of an unchanged e-mail, drops it for a new one', async () => {
    const verified = await createUser(db, 'CLIENT', null);
    await db.update(users).set({ isVerified: true }).where(eq(users.id, verified.id));
    const { email } = await userRow(verified.id);

    await patchProfile(verified, { ...profile, email });
    expect((await userRow(verified.id)).isVerified).toBe(true);

    await patchProfile(verified, { ...profile, email: `novo.${Date.now()}@teste.dev` });
    expect((await userRow(verified.id)).isVerified).toBe(false);
  });

  it.each([
    ['birthDate', { birthDate: '2999-01-01' }, 'Data inválida'],
    ['birthDate', { birthDate: '1990-02-30' }, 'Data inválida'],
    ['phone', { phone: '11987654321' }, 'Formato inválido (XX) XXXXX-XXXX'],
    ['postalCode', { postalCode: '01310100' }, 'Formato inválido XXXXX-XXX'],
    ['state', { state: 'São Paulo' }, 'Use a sigla do estado, com 2 letras (ex.: SP)'],
    ['street', { street: '   ' }, 'Campo obrigatório'],
    ['city', { city: undefined }, 'Campo obrigatório'],
    ['email', { email: 'ana@' }, 'Email inválido'],
  ])('answers 400 on %s and changes nothing', async (field, change, message) => {
    const { actor } = await signUp();
    const before = await userRow(actor.id);
    const response = await patchProfile(actor, { ...profile, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    expect(await userRow(actor.id)).toEqual(before);
  });

  it('lets staff edit their own profile too', async () => {
    const barber = await createUser(db, 'BARBER', DEMO_BARBERSHOP_ID);
    const response = await patchProfile(barber, {
      ...profile,
      email: `barbeiro.${Date.now()}@teste.dev`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await userRow(barber.id)).role).toBe('BARBER');
  });
});

describe('GET /api/barbershops/contacts', () => {
  it('tells anyone how to reach each shop, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/barbershops/contacts' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({
      id: DEMO_BARBERSHOP_ID,
      name: 'Navalha Barbearia',
      address: 'Rua Augusta, 1200 - Consolação, São Paulo - SP, 01304-001',
      phone: '(11) 3456-7890',
      whatsapp: '(11) 93456-7890',
      privacyEmail: 'privacidade@navalha.dev',
      timeZone: 'America/Sao_Paulo',
    });
  });
});
