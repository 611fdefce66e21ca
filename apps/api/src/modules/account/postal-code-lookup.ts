import type { PostalAddress } from '@navalha/core/contracts/account';
import { formatPostalCode } from '@navalha/core/domain/account/postal-code';
import { profileMessages } from '@navalha/core/domain/account/profile-rules';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { TtlCache } from './ttl-cache.js';

/** Each service gets this long, body included, before the next one is asked. */
export const POSTAL_LOOKUP_TIMEOUT_MS = 3_000;
const CACHE_MAX_ENTRIES = 5_000;
/** A CEP's address practically never changes. */
const FOUND_TTL_MS = 24 * 60 * 60_000;
/** New CEPs are created now and then: a miss is asked again after an hour. */
const NOT_FOUND_TTL_MS = 60 * 60_000;
const COUNTRY = 'Brasil';

type Outcome = { kind: 'found'; address: PostalAddress } | { kind: 'notFound' };

/** What one service said: an answer, or why it gave none (for the log). */
type ServiceAnswer = Outcome | { kind: 'failed'; reason: string };

// ViaCEP answers `{"erro": true}` (older) or `{"erro": "true"}` (since 2024) for an unknown CEP.
const viaCepSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    uf: z.string().length(2),
    localidade: z.string().min(1),
    logradouro: z.string().optional(),
    bairro: z.string().optional(),
  }),
]);

const brasilApiSchema = z.object({
  state: z.string().length(2),
  city: z.string().min(1),
  street: z.string().nullish(),
  neighborhood: z.string().nullish(),
});

export interface PostalCodeLookupOptions {
  viacepUrl: string;
  brasilapiUrl: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The address of a CEP (spec §5 "Profile"): ViaCEP first, BrasilAPI when ViaCEP fails or is
 * slow, 3 s each. Answers are cached per instance (decision 006): found for a day, not
 * found for an hour, failures never; concurrent lookups of one CEP share one request.
 */
export class PostalCodeLookup {
  private readonly cache: TtlCache<string, Outcome>;
  private readonly inFlight = new Map<string, Promise<Outcome>>();
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: PostalCodeLookupOptions) {
    this.cache = new TtlCache(CACHE_MAX_ENTRIES, options.now);
    this.timeoutMs = options.timeoutMs ?? POSTAL_LOOKUP_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /**
   * `digits`: the CEP's 8 digits. 404 'CEP não encontrado' when it does not exist; 503 with a
   * message telling the user to type the address when neither service answers.
   */
  async lookup(digits: string): Promise<PostalAddress> {
    const outcome = this.cache.get(digits) ?? (await this.shared(digits));
    if (outcome.kind === 'notFound') {
      throw new AppError(404, 'NOT_FOUND', profileMessages.postalCodeNotFound, 'postalCode');
    }
    return outcome.address;
  }

  private shared(digits: string): Promise<Outcome> {
    let pending = this.inFlight.get(digits);
    if (!pending) {
      pending = this.ask(digits).finally(() => this.inFlight.delete(digits));
      this.inFlight.set(digits, pending);
    }
    return pending;
  }

  private async ask(digits: string): Promise<Outcome> {
    const answers: ServiceAnswer[] = [];
    const services = [() => this.askViaCep(digits), () => this.askBrasilApi(digits)];
    for (const askService of services) {
      const answer = await askService();
      if (answer.kind !== 'failed') {
        this.cache.set(digits, answer, answer.kind === 'found' ? FOUND_TTL_MS : NOT_FOUND_TTL_MS);
        return answer;
      }
      answers.push(answer);
    }
    this.options.log.warn(
      { reasons: answers.map((answer) => (answer.kind === 'failed' ? answer.reason : '')) },
      'postal code lookup: no service answered',
    );
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      profileMessages.postalCodeLookupFailed,
      'postalCode',
    );
  }

  private async askViaCep(digits: string): Promise<ServiceAnswer> {
    const answer = await this.getJson(`${this.options.viacepUrl}/${digits}/json/`);
    if (answer.kind === 'failed') return { kind: 'failed', reason: `ViaCEP: ${answer.reason}` };
    if (answer.status !== 200) return { kind: 'failed', reason: `ViaCEP: HTTP ${answer.status}` };
    const parsed = viaCepSchema.safeParse(answer.body);
    if (!parsed.success) return { kind: 'failed', reason: 'ViaCEP: unexpected body' };
    if ('erro' in parsed.data) return { kind: 'notFound' };
    const { uf, localidade, logradouro, bairro } = parsed.data;
    return {
      kind: 'found',
      address: {
        postalCode: formatPostalCode(digits),
        street: logradouro?.trim() ?? '',
        neighborhood: bairro?.trim() ?? '',
        city: localidade.trim(),
        state: uf.toUpperCase(),
        country: COUNTRY,
      },
    };
  }

  private async askBrasilApi(digits: string): Promise<ServiceAnswer> {
    const answer = await this.getJson(`${this.options.brasilapiUrl}/${digits}`);
    if (answer.kind === 'failed') return { kind: 'failed', reason: `BrasilAPI: ${answer.reason}` };
    if (answer.status === 404) return { kind: 'notFound' };
    if (answer.status !== 200) {
      return { kind: 'failed', reason: `BrasilAPI: HTTP ${answer.status}` };
    }
    const parsed = brasilApiSchema.safeParse(answer.body);
    if (!parsed.success) return { kind: 'failed', reason: 'BrasilAPI: unexpected body' };
    const { state, city, street, neighborhood } = parsed.data;
    return {
      kind: 'found',
      address: {
        postalCode: formatPostalCode(digits),
        street: street?.trim() ?? '',
        neighborhood: neighborhood?.trim() ?? '',
        city: city.trim(),
        state: state.toUpperCase(),
        country: COUNTRY,
      },
    };
  }

  /** GET as JSON within the timeout (the body too). A body that is not JSON is `undefined`. */
  private async getJson(
    url: string,
  ): Promise<
    { kind: 'answered'; status: number; body: unknown } | { kind: 'failed'; reason: string }
  > {
    try {
      const response = await this.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { kind: 'answered', status: response.status, body };
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      return { kind: 'failed', reason: name === 'TimeoutError' ? 'timeout' : `network (${name})` };
    }
  }
}
