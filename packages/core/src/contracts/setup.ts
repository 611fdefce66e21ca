import { z } from 'zod/mini';
import { authMessages, PHONE_PATTERN } from '../domain/auth/auth-rules.js';
import {
  nameSchema,
  signupEmailSchema,
  signupPasswordSchema,
} from '../domain/auth/auth-schemas.js';
import {
  optionalTextSchema,
  postalCodeSchema,
  PROFILE_TEXT_MAX,
  requiredTextSchema,
  stateSchema,
} from '../domain/account/profile-rules.js';
import { parsePixKey } from '../domain/payments/pix-key.js';
import {
  BR_CODE_MERCHANT_CITY_MAX,
  BR_CODE_MERCHANT_NAME_MAX,
} from '../domain/payments/pix-br-code.js';
import { isBrazilianTimeZone } from '../domain/setup/setup-defaults.js';
import { authSessionSchema } from './auth.js';
import { serviceDurationSchema, serviceNameSchema, servicePriceSchema } from './catalog.js';
import { settingsMessages } from './admin-settings.js';
import { replaceWorkingHoursBodySchema } from './schedule.js';

/** The pt-BR words of the first-run setup (issue 14 §2). */
const comeBackLater = 'Volte em alguns minutos, quando a configuração terminar.';

export const setupMessages = {
  setupRequired: `A barbearia está sendo configurada. ${comeBackLater}`,
  /** Under the page's heading, which already says the shop is being set up. */
  comeBackLater,
  tokenInvalid:
    'Link de configuração inválido ou expirado. Use o endereço mais recente mostrado no log do servidor.',
  done: 'A configuração já foi concluída. Entre com a sua conta.',
  incomplete: 'Conclua todas as etapas antes de terminar a configuração.',
  stepMissing: (step: string) => `Preencha a etapa "${step}" antes de concluir.`,
  phoneRequired: 'Telefone é obrigatório',
  hoursRequired: 'Informe ao menos um horário de funcionamento',
  servicesRequired: 'Escolha ao menos um serviço',
  tooManyServices: 'Informe no máximo 50 serviços',
  duplicateService: 'Há dois serviços com o mesmo nome',
  tooManyInvitations: 'Convide no máximo 20 barbeiros por vez',
  duplicateInvitation: 'Há dois convites para o mesmo e-mail',
  invitationIsOwner: 'Este e-mail é o seu: você não precisa se convidar',
  timeZone: 'Escolha um fuso horário do Brasil',
  pixReceiverRequired: 'Com uma chave PIX, informe também o nome e a cidade do recebedor',
} as const;

/** The wizard's steps, in order, with the names the progress indicator shows. */
export const setupSteps = ['owner', 'shop', 'hours', 'services', 'team'] as const;
export type SetupStep = (typeof setupSteps)[number];

export const setupStepLabels: Readonly<Record<SetupStep, string>> = {
  owner: 'Sua conta',
  shop: 'Barbearia',
  hours: 'Horários',
  services: 'Serviços',
  team: 'Equipe',
};

/** A mobile phone, required: `(11) 99999-9999`. */
export const mobilePhoneSchema = z
  .string({ error: setupMessages.phoneRequired })
  .check(
    z.trim(),
    z.minLength(1, setupMessages.phoneRequired),
    z.regex(PHONE_PATTERN, authMessages.phoneFormat),
  );

const SHOP_PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/** Step 1: the owner. The password may be left out once one is set (the draft keeps its hash). */
export const setupOwnerBodySchema = z.object({
  name: nameSchema,
  email: signupEmailSchema,
  phone: mobilePhoneSchema,
  password: z.optional(signupPasswordSchema),
});

export type SetupOwnerBody = z.infer<typeof setupOwnerBodySchema>;

/** Optional text up to `max`: empty is none. */
function optionalShortText(max: number, message: string) {
  return z.pipe(
    z.nullish(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))),
    z.transform((text: string | null | undefined) => text || null),
  );
}

/** Step 2: the shop, its address in parts (filled by the CEP lookup or by hand), PIX receiver. */
export const setupShopBodySchema = z
  .object({
    name: z
      .string({ error: settingsMessages.nameLength })
      .check(
        z.trim(),
        z.minLength(2, settingsMessages.nameLength),
        z.maxLength(80, settingsMessages.nameLength),
      ),
    postalCode: postalCodeSchema,
    street: requiredTextSchema(PROFILE_TEXT_MAX.street),
    houseNumber: requiredTextSchema(PROFILE_TEXT_MAX.houseNumber),
    complement: optionalTextSchema(PROFILE_TEXT_MAX.complement),
    neighborhood: requiredTextSchema(PROFILE_TEXT_MAX.neighborhood),
    city: requiredTextSchema(PROFILE_TEXT_MAX.city),
    state: stateSchema,
    phone: z.pipe(
      z.nullish(
        z.string({ error: settingsMessages.phoneFormat }).check(
          z.trim(),
          z.refine((phone) => phone === '' || SHOP_PHONE.test(phone), settingsMessages.phoneFormat),
        ),
      ),
      z.transform((phone: string | null | undefined) => phone || null),
    ),
    whatsapp: z.pipe(
      z.nullish(
        z.string({ error: authMessages.phoneFormat }).check(
          z.trim(),
          z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), authMessages.phoneFormat),
        ),
      ),
      z.transform((phone: string | null | undefined) => phone || null),
    ),
    timeZone: z
      .string({ error: setupMessages.timeZone })
      .check(z.trim(), z.refine(isBrazilianTimeZone, setupMessages.timeZone)),
    pixKey: z.pipe(
      z.nullish(z.string({ error: settingsMessages.pixKey }).check(z.trim())),
      z.transform((key: string | null | undefined, context) => {
        if (!key) return null;
        const parsed = parsePixKey(key);
        if (parsed) return parsed.key;
        context.issues.push({ code: 'custom', message: settingsMessages.pixKey, input: key });
        return z.NEVER;
      }),
    ),
    pixMerchantName: optionalShortText(BR_CODE_MERCHANT_NAME_MAX, settingsMessages.merchantName),
    pixMerchantCity: optionalShortText(BR_CODE_MERCHANT_CITY_MAX, settingsMessages.merchantCity),
  })
  .check(
    z.refine(
      (shop) =>
        shop.pixKey === null || (shop.pixMerchantName !== null && shop.pixMerchantCity !== null),
      { message: setupMessages.pixReceiverRequired, path: ['pixMerchantName'] },
    ),
  );

export type SetupShopBody = z.infer<typeof setupShopBodySchema>;

/** Step 3: the week the shop opens; each day may have several periods (the breaks between). */
export const setupHoursBodySchema = z.object({
  workingHours: replaceWorkingHoursBodySchema.shape.workingHours.check(
    z.minLength(1, setupMessages.hoursRequired),
  ),
});

export type SetupHoursBody = z.infer<typeof setupHoursBodySchema>;

export const setupServiceSchema = z.object({
  name: serviceNameSchema,
  price: servicePriceSchema,
  durationMinutes: serviceDurationSchema,
});

/** Step 4: the services the shop starts with; at least one, names unique. */
export const setupServicesBodySchema = z.object({
  services: z.array(setupServiceSchema, { error: setupMessages.servicesRequired }).check(
    z.minLength(1, setupMessages.servicesRequired),
    z.maxLength(50, setupMessages.tooManyServices),
    z.superRefine((services, context) => {
      const seen = new Set<string>();
      for (const [index, service] of services.entries()) {
        const key = service.name.toLocaleLowerCase('pt-BR');
        if (seen.has(key)) {
          context.issues.push({
            code: 'custom',
            message: setupMessages.duplicateService,
            path: [index, 'name'],
            input: services,
          });
          return;
        }
        seen.add(key);
      }
    }),
  ),
});

export type SetupServicesBody = z.infer<typeof setupServicesBodySchema>;

export const setupInvitationSchema = z.object({
  name: nameSchema,
  email: signupEmailSchema,
  phone: z.pipe(
    z.nullish(
      z.string({ error: authMessages.phoneFormat }).check(
        z.trim(),
        z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), authMessages.phoneFormat),
      ),
    ),
    z.transform((phone: string | null | undefined) => phone || null),
  ),
});

export type SetupInvitation = z.infer<typeof setupInvitationSchema>;

/** Step 5: whether the owner takes bookings, and the barbers to invite once signed in. */
export const setupTeamBodySchema = z.object({
  takesBookings: z.boolean({ error: 'Valor inválido' }),
  invitations: z._default(
    z.array(setupInvitationSchema).check(
      z.maxLength(20, setupMessages.tooManyInvitations),
      z.superRefine((invitations, context) => {
        const seen = new Set<string>();
        for (const [index, invitation] of invitations.entries()) {
          if (seen.has(invitation.email)) {
            context.issues.push({
              code: 'custom',
              message: setupMessages.duplicateInvitation,
              path: [index, 'email'],
              input: invitations,
            });
            return;
          }
          seen.add(invitation.email);
        }
      }),
    ),
    [],
  ),
});

export type SetupTeamBody = z.infer<typeof setupTeamBodySchema>;

/** The answers so far, as the wizard shows them on resume; the password only as "set". */
export const setupProgressSchema = z.object({
  owner: z.nullable(
    z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      passwordSet: z.boolean(),
    }),
  ),
  shop: z.nullable(
    z.object({
      name: z.string(),
      postalCode: z.string(),
      street: z.string(),
      houseNumber: z.string(),
      complement: z.nullable(z.string()),
      neighborhood: z.string(),
      city: z.string(),
      state: z.string(),
      phone: z.nullable(z.string()),
      whatsapp: z.nullable(z.string()),
      timeZone: z.string(),
      pixKey: z.nullable(z.string()),
      pixMerchantName: z.nullable(z.string()),
      pixMerchantCity: z.nullable(z.string()),
    }),
  ),
  hours: z.nullable(
    z.object({
      workingHours: z.array(
        z.object({ dayOfWeek: z.int(), startTime: z.string(), endTime: z.string() }),
      ),
    }),
  ),
  /** Prices in BRL, as the forms hold them. */
  services: z.nullable(
    z.object({
      services: z.array(
        z.object({ name: z.string(), price: z.number(), durationMinutes: z.int() }),
      ),
    }),
  ),
  team: z.nullable(
    z.object({
      takesBookings: z.boolean(),
      invitations: z.array(
        z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
      ),
    }),
  ),
});

export type SetupProgress = z.infer<typeof setupProgressSchema>;

/** The end of setup: the owner's session (as sign-in answers) and whom to invite now. */
export const setupCompletedSchema = z.extend(authSessionSchema, {
  barbershop: z.object({ id: z.string(), name: z.string() }),
  invitations: z.array(
    z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  ),
});

export type SetupCompleted = z.infer<typeof setupCompletedSchema>;

/** Whether a server still waits for its first-run setup (GET /api/health tells). */
export const setupStates = ['required', 'done'] as const;
export type SetupState = (typeof setupStates)[number];
