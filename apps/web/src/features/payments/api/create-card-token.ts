import { cardTokenSchema } from '@navalha/core/contracts/payments';
import type { CardToken, CreateCardTokenBody } from '@navalha/core/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /payments/sandbox/card-tokens: the sandbox's stand-in for the gateway's browser
 * tokenizer, the one request that carries a card number (the sandbox checks it and drops it).
 * Only `tokenizeCard` calls it. Silent: the card form shows the refusal on its field.
 */
export function createSandboxCardToken(card: CreateCardTokenBody): Promise<CardToken> {
  return apiRequest('/payments/sandbox/card-tokens', {
    method: 'POST',
    body: card,
    schema: cardTokenSchema,
    silent: true,
  });
}
