import { z } from 'zod/mini';
import { isPlausibleBirthDate, toIsoBirthDate, toTypedBirthDate } from './birth-date.js';
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
} from './profile-rules.js';

/**
 * The birth date as typed, 'dd/mm/yyyy', converted to 'yyyy-mm-dd' (spec §5). Incomplete,
 * impossible ('31/02/1990') or future dates are 'Data inválida'.
 */
function typedBirthDateSchema(today: string) {
  return z.pipe(
    z.string({ error: profileMessages.required }).check(
      z.trim(),
      z.minLength(1, profileMessages.required),
      z.refine((typed) => {
        const iso = toIsoBirthDate(typed);
        return iso !== null && isPlausibleBirthDate(iso, today);
      }, profileMessages.birthDateInvalid),
    ),
    z.transform((typed: string) => toIsoBirthDate(typed) ?? ''),
  );
}

/**
 * The profile form (spec §5 "Profile"): what the user types, checked with the API's rules and
 * messages, turned into the `PATCH /users/me` body. `today` is the user's 'yyyy-mm-dd'.
 */
export function profileFormSchema(today: string) {
  return z.object({
    name: profileNameSchema,
    email: profileEmailSchema,
    phone: profilePhoneSchema,
    birthDate: typedBirthDateSchema(today),
    postalCode: postalCodeSchema,
    street: requiredTextSchema(PROFILE_TEXT_MAX.street),
    houseNumber: requiredTextSchema(PROFILE_TEXT_MAX.houseNumber),
    // Optional although spec §5 requires every field: houses have none (decision 012).
    complement: optionalTextSchema(PROFILE_TEXT_MAX.complement),
    neighborhood: requiredTextSchema(PROFILE_TEXT_MAX.neighborhood),
    city: requiredTextSchema(PROFILE_TEXT_MAX.city),
    state: stateSchema,
    country: requiredTextSchema(PROFILE_TEXT_MAX.country),
  });
}

export type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
export type ProfileFormInput = z.input<ProfileFormSchema>;
export type ProfileFormValues = z.infer<ProfileFormSchema>;

/**
 * The saved fields the form edits, null where none is saved ('yyyy-mm-dd' birth date): the
 * API's profile (contracts/account.ts) carries them, and the domain names only what it reads.
 */
export interface SavedProfileFields {
  name: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  postalCode: string | null;
  street: string | null;
  houseNumber: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/** The form's starting values: what the server holds, empty where it holds nothing (spec §3). */
export function toProfileFormInput(profile: SavedProfileFields): Required<{
  [K in keyof ProfileFormInput]: string;
}> {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone ?? '',
    birthDate: toTypedBirthDate(profile.birthDate),
    postalCode: profile.postalCode ?? '',
    street: profile.street ?? '',
    houseNumber: profile.houseNumber ?? '',
    complement: profile.complement ?? '',
    neighborhood: profile.neighborhood ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    country: profile.country ?? '',
  };
}
