import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WHATSAPP_TOKEN = 'EAAG-fake-whatsapp-token';
export const FAKE_PHONE_NUMBER_ID = '106540352242922';
export const FAKE_APP_SECRET = 'fake-app-secret-0123456789';
export const FAKE_VERIFY_TOKEN = 'navalha-verify';
export const GRAPH_VERSION = 'v21.0';

/** A request the fake accepted, as sent. */
export interface GraphRequest {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for graph.facebook.com following the Cloud API's documented contract:
 * `POST /{version}/{phone-number-id}/messages` with the bearer token answers
 * `{messaging_product, contacts: [{input, wa_id}], messages: [{id}]}`;
 * `POST /{version}/{waba-id}/message_templates` answers `{id, status, category}`. A wrong token
 * is 401 (OAuthException 190), a malformed message 400 (code 100), as Meta answers.
 */
export class FakeGraphApi {
  readonly messages: GraphRequest[] = [];
  readonly templates: GraphRequest[] = [];
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  /** The API base with its version, for WHATSAPP_API_URL. */
  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/${GRAPH_VERSION}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Template messages sent to one number. */
  templatesTo(to: string): GraphRequest[] {
    return this.messages.filter((m) => m.body.to === to && m.body.type === 'template');
  }

  textsTo(to: string): GraphRequest[] {
    return this.messages.filter((m) => m.body.to === to && m.body.type === 'text');
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '').split('?')[0] ?? '';
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) {
      send(401, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      });
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      send(400, { error: { message: 'Invalid JSON', code: 100 } });
      return;
    }
    if (
      request.method === 'POST' &&
      path === `/${GRAPH_VERSION}/${FAKE_PHONE_NUMBER_ID}/messages`
    ) {
      const template = body.template as
        { name?: unknown; language?: { code?: unknown } } | undefined;
      const valid =
        body.messaging_product === 'whatsapp' &&
        typeof body.to === 'string' &&
        /^\d{12,13}$/.test(body.to) &&
        ((body.type === 'template' &&
          typeof template?.name === 'string' &&
          template.language?.code === 'pt_BR') ||
          (body.type === 'text' && typeof (body.text as { body?: unknown })?.body === 'string'));
      if (!valid) {
        send(400, { error: { message: '(#100) Invalid parameter', code: 100 } });
        return;
      }
      this.messages.push({ path, body });
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${randomUUID()}` }],
      });
      return;
    }
    if (request.method === 'POST' && /^\/v[\d.]+\/\d+\/message_templates$/.test(path)) {
      this.templates.push({ path, body });
      send(200, { id: String(Date.now()), status: 'PENDING', category: 'UTILITY' });
      return;
    }
    send(404, { error: { message: 'Unknown path', code: 100 } });
  }
}

/** Meta's delivery of one inbound message, as its webhook sends it. */
export function inboundPayload(message: Record<string, unknown>): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: FAKE_PHONE_NUMBER_ID,
              },
              contacts: [{ profile: { name: 'Cliente' }, wa_id: message.from }],
              messages: [{ timestamp: '1750000000', ...message }],
            },
          },
        ],
      },
    ],
  });
}

/** The `X-Hub-Signature-256` Meta would send with `body`. */
export function signatureOf(body: string, secret: string = FAKE_APP_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
