import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  FakeGraphApi,
} from './test/fake-graph-api.js';
import { testConfig } from './test/test-app.js';
import { createWhatsappTemplates } from './whatsapp-templates-cli.js';

let graph: FakeGraphApi;

beforeAll(async () => {
  graph = new FakeGraphApi();
  await graph.start();
});

afterAll(async () => {
  await graph.close();
});

describe('npm run whatsapp:templates', () => {
  it('submits every template as a pt-BR utility template with its quick replies', async () => {
    const config = testConfig({
      whatsapp: {
        token: FAKE_WHATSAPP_TOKEN,
        phoneNumberId: FAKE_PHONE_NUMBER_ID,
        appSecret: FAKE_APP_SECRET,
        verifyToken: undefined,
        businessAccountId: '102290129340398',
      },
      whatsappApiUrl: graph.url,
      publicUrl: 'https://navalha.app',
    });
    const lines: string[] = [];
    const names = await createWhatsappTemplates(config, (line) => lines.push(line));
    expect(names).toHaveLength(7);
    expect(names).toContain('navalha_agendamento_remarcado');
    expect(names).toContain('navalha_vaga_lista_de_espera');
    expect(graph.templates.map((t) => t.path)).toEqual(
      names.map(() => '/v21.0/102290129340398/message_templates'),
    );
    const reminder = graph.templates.find((t) => t.body.name === 'navalha_lembrete')?.body;
    expect(reminder).toMatchObject({ language: 'pt_BR', category: 'UTILITY' });
    expect(reminder?.components).toEqual([
      expect.objectContaining({ type: 'BODY', text: expect.stringContaining('{{1}}') }),
      {
        type: 'BUTTONS',
        buttons: ['Confirmar', 'Remarcar', 'Cancelar'].map((text) => ({
          type: 'QUICK_REPLY',
          text,
        })),
      },
    ]);
  });

  it("submits the waitlist offer with a link button to the offer's screen", async () => {
    const config = testConfig({
      whatsapp: {
        token: FAKE_WHATSAPP_TOKEN,
        phoneNumberId: FAKE_PHONE_NUMBER_ID,
        appSecret: FAKE_APP_SECRET,
        verifyToken: undefined,
        businessAccountId: '102290129340398',
      },
      whatsappApiUrl: graph.url,
      publicUrl: 'https://navalha.app/',
    });
    graph.templates.length = 0;
    await createWhatsappTemplates(config, () => {});
    const offer = graph.templates.find((t) => t.body.name === 'navalha_vaga_lista_de_espera');
    expect(offer?.body).toMatchObject({ language: 'pt_BR', category: 'UTILITY' });
    expect(offer?.body.components).toEqual([
      expect.objectContaining({ type: 'BODY', text: expect.stringContaining('{{5}} minutos') }),
      {
        type: 'BUTTONS',
        buttons: [
          {
            type: 'URL',
            text: 'Ver vaga',
            url: 'https://navalha.app/lista-de-espera/{{1}}',
            example: [
              expect.stringMatching(/^https:\/\/navalha\.app\/lista-de-espera\/[0-9a-f-]{36}$/),
            ],
          },
        ],
      },
    ]);
  });

  it('needs the business account', async () => {
    await expect(createWhatsappTemplates(testConfig(), () => {})).rejects.toBeInstanceOf(
      ConfigError,
    );
  });
});
