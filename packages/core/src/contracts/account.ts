import { z } from 'zod/mini';
import { roles } from '../domain/auth/roles.js';
import {
  accountDeletionMessages,
  isAccountDeletionConfirmed,
} from '../domain/account/account-deletion.js';
import { isValidLocalDate } from '../domain/format/date-time.js';
import { MIN_BIRTH_YEAR } from '../domain/account/birth-date.js';
import { completePostalCode } from '../domain/account/postal-code.js';
import {
  optionalTextSchema,
  postalCodeSchema,
  PROFILE_TEXT_MAX,
  profileEmailSchema,
  profileMessages,
  profileNameSchema,
  profilePhoneSchema,
  requiredTextSchema,
  stateSchema,
} from '../domain/account/profile-rules.js';

/** The signed-in user's whole profile (spec §3 "User (server)" and "Profile"). */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  phone: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  /** Whether the e-mail was confirmed (a link, or Google proved it). */
  isVerified: z.boolean(),
  /** False for an account that signs in with Google only: 'Alterar senha' explains instead. */
  hasPassword: z.boolean(),
  /** Whether this shop sends e-mail (SMTP set): 'Reenviar e-mail' is offered only then. */
  emailDelivery: z.boolean(),
  /** 'yyyy-mm-dd' */
  birthDate: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  street: z.nullable(z.string()),
  houseNumber: z.nullable(z.string()),
  complement: z.nullable(z.string()),
  neighborhood: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  biography: z.nullable(z.string()),
});

export type Profile = z.infer<typeof profileSchema>;

/** 'yyyy-mm-dd', a real calendar date from 1900 on; the server also refuses a future one. */
export const birthDateSchema = z.string({ error: profileMessages.required }).check(
  z.trim(),
  z.minLength(1, profileMessages.required),
  z.refine(
    (value) => isValidLocalDate(value) && Number(value.slice(0, 4)) >= MIN_BIRTH_YEAR,
    profileMessages.birthDateInvalid,
  ),
);

/**
 * `PATCH /users/me`, the `update_user_profile` of spec §7: every field is required (spec §5)
 * except the complement, which many addresses lack. The photo has its own route.
 */
export const updateProfileBodySchema = z.object({
  name: profileNameSchema,
  email: profileEmailSchema,
  phone: profilePhoneSchema,
  birthDate: birthDateSchema,
  postalCode: postalCodeSchema,
  street: requiredTextSchema(PROFILE_TEXT_MAX.street),
  houseNumber: requiredTextSchema(PROFILE_TEXT_MAX.houseNumber),
  complement: optionalTextSchema(PROFILE_TEXT_MAX.complement),
  neighborhood: requiredTextSchema(PROFILE_TEXT_MAX.neighborhood),
  city: requiredTextSchema(PROFILE_TEXT_MAX.city),
  state: stateSchema,
  country: requiredTextSchema(PROFILE_TEXT_MAX.country),
});

export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;

/** Spec §7: `update_user_profile` answers `{success, message}`; the saved profile comes along. */
export const updateProfileResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  profile: profileSchema,
});

export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** `GET /postal-codes/:cep`: the CEP with or without its dash. */
export const postalCodeParamsSchema = z.object({
  cep: z.pipe(
    z
      .string()
      .check(
        z.refine((value) => completePostalCode(value) !== null, profileMessages.postalCodeFormat),
      ),
    z.transform((value: string) => completePostalCode(value) ?? ''),
  ),
});

/** The address of a CEP. Street and neighbourhood are empty for a CEP that covers a whole town. */
export const postalAddressSchema = z.object({
  postalCode: z.string(),
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});

export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const avatarResponseSchema = z.object({ avatarUrl: z.nullable(z.string()) });

export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** `DELETE /users/me`: the holder types the confirmation word, as the dialog asks. */
export const deleteAccountBodySchema = z.object({
  confirmation: z
    .string({ error: accountDeletionMessages.confirmationMismatch })
    .check(z.refine(isAccountDeletionConfirmed, accountDeletionMessages.confirmationMismatch)),
});

export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Future bookings that were cancelled with the account. */
  cancelledAppointments: z.number(),
});

export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** How to reach a barbershop: 'Ajuda & Suporte' and the controller of /privacy. */
export const shopContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  privacyEmail: z.nullable(z.string()),
  /** The shop's IANA zone: its "today" and its times are read on this clock. */
  timeZone: z.string(),
});

export type ShopContact = z.infer<typeof shopContactSchema>;

export const shopContactListSchema = z.object({ data: z.array(shopContactSchema) });

export type ShopContactList = z.infer<typeof shopContactListSchema>;
