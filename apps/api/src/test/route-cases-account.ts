import { cardToken } from './payment-fixtures.js';
import {
  insertCompletedAppointment,
  insertNotification,
  insertReview,
} from './notification-fixtures.js';
import { createUser } from './scheduling-fixtures.js';
import { createPasswordUser, FIXTURE_PASSWORD } from './password-fixtures.js';
import { app, db, depositFor, savedMethodFor, tinyPng, world } from './route-case-world.js';
import type { RouteCase } from './route-case-world.js';
import type { RouteName } from '../route-table.js';

/** The permission matrix's cases for sandbox cards, the wallet, reviews, notifications and the account (route-table.test.ts). */
export const accountRouteCases = {
  createSandboxCardToken: {
    owned: false,
    success: 201,
    build: async () => ({
      url: '/api/payments/sandbox/card-tokens',
      payload: {
        cardNumber: '4235 6477 2802 5682',
        securityCode: '123',
        expirationMonth: 11,
        expirationYear: 2030,
        cardholderName: 'APRO',
      },
    }),
  },

  getWallet: { owned: false, success: 200, build: async () => ({ url: '/api/wallet' }) },
  listWalletTransactions: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/wallet/transactions?limit=5' }),
  },
  listMoneyHistory: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/wallet/history?direction=out' }),
  },
  listWalletPaymentMethods: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/wallet/payment-methods' }),
  },
  addWalletPaymentMethod: {
    owned: false,
    success: 201,
    build: async (role) => {
      // A new card each time: the same card saved again answers 200.
      const number = `4235647728${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
      return {
        url: '/api/wallet/payment-methods',
        payload: {
          card_token: await cardToken(app, world.actors[role], 'MARIA SILVA', number),
          method_type: 'credit_card',
          cardholder_name: 'Maria Silva',
          expiry_date: '2030-11-01',
        },
      };
    },
  },
  deleteWalletPaymentMethod: {
    owned: true,
    success: 204,
    build: async (_role, target) => ({
      url: `/api/wallet/payment-methods/${await savedMethodFor(target)}`,
    }),
  },
  setDefaultWalletPaymentMethod: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/wallet/payment-methods/${await savedMethodFor(target)}/default`,
    }),
  },
  createWalletDeposit: {
    owned: false,
    success: 201,
    build: async () => ({ url: '/api/wallet/deposits', payload: { amount: 25.5 } }),
  },
  getWalletDeposit: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({ url: `/api/wallet/deposits/${await depositFor(target)}` }),
  },
  mockWalletDeposit: {
    owned: true,
    success: 200,
    build: async (_role, target) => ({
      url: `/api/wallet/deposits/${await depositFor(target)}/mock`,
      payload: { status: 'approved' },
    }),
  },

  createReview: {
    owned: true,
    success: 201,
    build: async (role, target) => {
      const { actors, otherClient } = world;
      const clientId = target === 'own' ? actors[role].id : otherClient.id;
      const appointmentId = await insertCompletedAppointment(db, clientId, actors.BARBER.id);
      return { url: '/api/reviews', payload: { appointmentId, rating: 5 } };
    },
  },
  getAppointmentReview: {
    owned: true,
    success: 200,
    build: async (role, target) => {
      const { actors, otherClient } = world;
      const clientId = target === 'own' ? actors[role].id : otherClient.id;
      const barberId = actors.BARBER.id;
      const appointmentId = await insertCompletedAppointment(db, clientId, barberId);
      await insertReview(db, { appointmentId, clientId, barberId });
      return { url: `/api/reviews/appointment/${appointmentId}` };
    },
  },
  listBarberReviews: {
    owned: false,
    success: 200,
    build: async () => ({ url: `/api/reviews/barber/${world.actors.BARBER.id}` }),
  },
  listNotifications: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/notifications' }),
  },
  streamNotifications: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/notifications/stream', stream: true }),
  },
  markNotificationRead: {
    owned: true,
    success: 200,
    build: async (role, target) => {
      const userId = target === 'own' ? world.actors[role].id : world.otherClient.id;
      return { url: `/api/notifications/${await insertNotification(db, userId)}/read` };
    },
  },
  markAllNotificationsRead: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/notifications/read-all' }),
  },

  getMyProfile: { owned: false, success: 200, build: async () => ({ url: '/api/users/me' }) },
  listMyShops: { owned: false, success: 200, build: async () => ({ url: '/api/users/me/shops' }) },
  updateMyProfile: {
    owned: false,
    success: 200,
    build: async (role) => ({
      url: '/api/users/me',
      payload: {
        name: 'Pessoa da Matriz',
        email: `${role.toLowerCase()}.matriz@teste.dev`,
        phone: '(11) 98765-4321',
        birthDate: '1990-09-07',
        postalCode: '01310-100',
        street: 'Avenida Paulista',
        houseNumber: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'Brasil',
      },
    }),
  },
  deleteMyAccount: {
    owned: false,
    success: 200,
    // A fresh client each time: the demo client must outlive this test.
    actor: () => createUser(db, 'CLIENT', null),
    build: async () => ({ url: '/api/users/me', payload: { confirmation: 'EXCLUIR' } }),
  },
  exportMyData: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/users/me/export' }),
  },
  uploadMyAvatar: {
    owned: false,
    success: 200,
    build: async () => ({
      url: '/api/users/me/avatar',
      payload: tinyPng,
      headers: { 'content-type': 'image/png' },
    }),
  },
  removeMyAvatar: {
    owned: false,
    success: 200,
    build: async () => ({ url: '/api/users/me/avatar' }),
  },
  changeMyPassword: {
    owned: false,
    success: 200,
    // A fresh account each time: the demo accounts' sessions must survive.
    actor: (role) => createPasswordUser(db, role),
    build: async () => ({
      url: '/api/users/me/password',
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'Nova@1234' },
    }),
  },
  resendEmailConfirmation: {
    owned: false,
    // No SMTP in this test: a 503 shows the call got past the role check.
    success: 503,
    actor: (role) => createPasswordUser(db, role),
    build: async () => ({ url: '/api/users/me/email-confirmation' }),
  },
  lookupPostalCode: {
    owned: false,
    // No CEP service listens in this test: a 503 shows the call got past the role check.
    success: 503,
    build: async () => ({ url: '/api/postal-codes/01310-100' }),
  },
} satisfies Partial<Record<RouteName, RouteCase>>;
