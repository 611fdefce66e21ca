import { z } from 'zod/mini';
import { authMessages, NAME_MAX, NAME_MIN, PHONE_PATTERN } from '../auth/auth-rules.js';
import { isBrazilianState } from './brazilian-states.js';

/** The pt-BR words of the profile screen and its API (spec §5 "Profile", §8 "Profile"). */
export const profileMessages = {
  required: 'Campo obrigatório',
  emailInvalid: 'Email inválido',
  phoneFormat: 'Formato inválido (XX) XXXXX-XXXX',
  postalCodeFormat: 'Formato inválido XXXXX-XXX',
  stateFormat: 'Use a sigla do estado, com 2 letras (ex.: SP)',
  birthDateInvalid: 'Data inválida',
  tooLong: (max: number) => `Use no máximo ${max} caracteres`,
  updated: 'Perfil atualizado com sucesso',
  updateFailed: 'Erro ao atualizar perfil',
  notAuthenticated: 'Usuário não autenticado',
  postalCodeNotFound: 'CEP não encontrado',
  postalCodeLookupFailed:
    'Não foi possível buscar o endereço deste CEP agora. Preencha o endereço manualmente.',
  avatarType: 'Envie uma imagem JPEG, PNG ou WebP.',
  avatarTooLarge: 'A imagem deve ter no máximo 2 MB.',
  avatarUpdated: 'Foto atualizada',
  avatarRemoved: 'Foto removida',
  avatarFailed: 'Não foi possível enviar a foto. Tente novamente.',
} as const;

/** `(11) 98765-4321`: the profile's phone, as the mask writes it. */
export const PROFILE_PHONE_PATTERN = PHONE_PATTERN;
/** `01310-100` */
export const POSTAL_CODE_PATTERN = /^\d{5}-\d{3}$/;

export const PROFILE_TEXT_MAX = {
  street: 120,
  houseNumber: 20,
  complement: 60,
  neighborhood: 80,
  city: 80,
  country: 60,
} as const;

/** A required free-text field: trimmed, not empty, at most `max` characters. */
export function requiredTextSchema(max: number) {
  return z
    .string({ error: profileMessages.required })
    .check(
      z.trim(),
      z.minLength(1, profileMessages.required),
      z.maxLength(max, profileMessages.tooLong(max)),
    );
}

/** An optional free-text field: trimmed; empty or absent is none (null). */
export function optionalTextSchema(max: number) {
  return z.pipe(
    z.nullish(
      z
        .string({ error: profileMessages.tooLong(max) })
        .check(z.trim(), z.maxLength(max, profileMessages.tooLong(max))),
    ),
    z.transform((text: string | null | undefined) => text || null),
  );
}

export const profileNameSchema = z
  .string({ error: profileMessages.required })
  .check(
    z.trim(),
    z.minLength(1, profileMessages.required),
    z.minLength(NAME_MIN, authMessages.nameMin),
    z.maxLength(NAME_MAX, authMessages.nameMax),
  );

export const profileEmailSchema = z
  .string({ error: profileMessages.required })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, profileMessages.required),
    z.maxLength(254, profileMessages.emailInvalid),
    z.regex(z.regexes.email, profileMessages.emailInvalid),
  );

export const profilePhoneSchema = z
  .string({ error: profileMessages.required })
  .check(
    z.trim(),
    z.minLength(1, profileMessages.required),
    z.regex(PROFILE_PHONE_PATTERN, profileMessages.phoneFormat),
  );

export const postalCodeSchema = z
  .string({ error: profileMessages.required })
  .check(
    z.trim(),
    z.minLength(1, profileMessages.required),
    z.regex(POSTAL_CODE_PATTERN, profileMessages.postalCodeFormat),
  );

/** Spec §3: at most 2 characters; here the UF of one of the 27 federative units, upper-cased. */
export const stateSchema = z
  .string({ error: profileMessages.required })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, profileMessages.required),
    z.maxLength(2, profileMessages.stateFormat),
    z.refine(isBrazilianState, profileMessages.stateFormat),
  );
