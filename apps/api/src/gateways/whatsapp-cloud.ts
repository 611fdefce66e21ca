import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WhatsappTemplate } from '@navalha/core/domain/notifications/whatsapp-messages';
import type {
  MessagingChannel,
  OutgoingTemplateMessage,
  SentMessage,
} from './messaging-channel.js';

export interface WhatsappCloudOptions {
  /** Graph API base with its version: https://graph.facebook.com/v21.0 */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** For creating templates (the WhatsApp Business Account). */
  businessAccountId?: string | undefined;
  timeoutMs?: number;
}

/** Graph API answered with an error; `retryable` when trying later may help (5xx, 429). */
export class WhatsappApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'WhatsappApiError';
  }
}

/**
 * The WhatsApp Cloud API: templates to the client (only they may leave outside the 24 h window
 * after the client's last message), free text inside it (answers to a reply), and the
 * templates' creation. Called outside any transaction, by the outbox sweep or a webhook.
 */
export class WhatsappCloudChannel implements MessagingChannel {
  readonly name = 'CLOUD_API' as const;
  private readonly timeoutMs: number;

  constructor(private readonly options: WhatsappCloudOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: OutgoingTemplateMessage): Promise<SentMessage> {
    const components: unknown[] = [
      {
        type: 'body',
        parameters: message.parameters.map((text) => ({ type: 'text', text })),
      },
      ...message.buttonPayloads.map((payload, index) => ({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(index),
        parameters: [{ type: 'payload', payload }],
      })),
      // The link button comes after the quick replies, its variable the address's end.
      ...(message.linkSuffix
        ? [
            {
              type: 'button',
              sub_type: 'url',
              index: String(message.buttonPayloads.length),
              parameters: [{ type: 'text', text: message.linkSuffix }],
            },
          ]
        : []),
    ];
    const answer = await this.post(`/${this.options.phoneNumberId}/messages`, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: { name: message.template, language: { code: 'pt_BR' }, components },
    });
    return { providerMessageId: messageIdOf(answer), url: null };
  }

  /** Free text, allowed within 24 h of the client's last message (an answer to a reply). */
  async sendText(to: string, body: string): Promise<string | null> {
    const answer = await this.post(`/${this.options.phoneNumberId}/messages`, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { preview_url: true, body },
    });
    return messageIdOf(answer);
  }

  /**
   * Submits a utility template in pt-BR for Meta's review; a link button points into the app
   * at `appUrl`, the message's own suffix at its end.
   */
  async createTemplate(template: WhatsappTemplate, appUrl: string): Promise<unknown> {
    if (!this.options.businessAccountId) {
      throw new Error('WHATSAPP_BUSINESS_ACCOUNT_ID is required to create templates');
    }
    const components: unknown[] = [
      { type: 'BODY', text: template.body, example: { body_text: [[...template.example]] } },
    ];
    const buttons: unknown[] = template.buttons.map((text) => ({ type: 'QUICK_REPLY', text }));
    if (template.link) {
      const base = `${appUrl.replace(/\/+$/, '')}${template.link.path}`;
      buttons.push({
        type: 'URL',
        text: template.link.text,
        url: `${base}{{1}}`,
        example: [`${base}${template.link.example}`],
      });
    }
    if (buttons.length > 0) components.push({ type: 'BUTTONS', buttons });
    return this.post(`/${this.options.businessAccountId}/message_templates`, {
      name: template.name,
      language: 'pt_BR',
      category: 'UTILITY',
      components,
    });
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.options.apiUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new WhatsappApiError(0, error instanceof Error ? error.message : String(error), true);
    }
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const detail = (json as { error?: { message?: string } } | null)?.error?.message;
      throw new WhatsappApiError(
        response.status,
        `WhatsApp ${response.status}: ${detail ?? 'erro'}`,
        response.status >= 500 || response.status === 429,
      );
    }
    return json;
  }
}

function messageIdOf(answer: unknown): string | null {
  const messages = (answer as { messages?: { id?: unknown }[] } | null)?.messages;
  const id = messages?.[0]?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Meta signs each webhook delivery: `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the
 * raw body with the app secret. Compared in constant time; anything else is false.
 */
export function isValidWhatsappSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
