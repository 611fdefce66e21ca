import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, defaultWhatsappSettings, json, stubApi } from '../../../test/api-stub';
import { renderWithQuery } from '../../../test/render-with-query';
import { WhatsappSettingsSection } from './whatsapp-settings-form';

async function openSection() {
  renderWithQuery(<WhatsappSettingsSection />);
  return screen.findByRole('region', { name: 'Mensagens do WhatsApp' });
}

describe("the settings' WhatsApp section", () => {
  it('shows each message on, the quiet hours and click-to-chat; saves a message turned off', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'PUT /api/admin/whatsapp-settings': (request) =>
        json(200, { ...defaultWhatsappSettings, messages: request.body }),
    });
    const section = await openSection();
    expect(
      within(section).getByText('Envio pelo seu WhatsApp (clique para conversar)'),
    ).toBeVisible();
    expect(
      within(section).getByText(/só das 08:00 às 21:00, no horário da barbearia/),
    ).toBeVisible();
    for (const name of [
      'Confirmação do agendamento',
      'Primeiro lembrete',
      'Segundo lembrete',
      'Aviso de cancelamento',
      'Aviso de remarcação',
      "'O barbeiro está atrasado ~15 min'",
      'Vaga da lista de espera',
    ]) {
      expect(within(section).getByRole('checkbox', { name })).toBeChecked();
    }
    expect(within(section).getByLabelText('Horas antes do primeiro lembrete')).toHaveValue('24');

    await user.click(within(section).getByRole('checkbox', { name: 'Aviso de remarcação' }));
    const first = within(section).getByLabelText('Horas antes do primeiro lembrete');
    await user.clear(first);
    await user.type(first, '48');
    await user.click(within(section).getByRole('button', { name: 'Salvar mensagens do WhatsApp' }));
    expect(await screen.findByText('Configurações salvas.')).toBeVisible();
    expect(api.to('PUT /api/admin/whatsapp-settings')[0]?.body).toEqual({
      ...defaultWhatsappSettings.messages,
      reminderFirstHours: 48,
      reschedule: false,
    });
  }, 20_000);

  it("saves 'Vaga da lista de espera' turned off", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'PUT /api/admin/whatsapp-settings': (request) =>
        json(200, { ...defaultWhatsappSettings, messages: request.body }),
    });
    const section = await openSection();
    await user.click(within(section).getByRole('checkbox', { name: 'Vaga da lista de espera' }));
    await user.click(within(section).getByRole('button', { name: 'Salvar mensagens do WhatsApp' }));
    expect(await screen.findByText('Configurações salvas.')).toBeVisible();
    expect(api.to('PUT /api/admin/whatsapp-settings')[0]?.body).toEqual({
      ...defaultWhatsappSettings.messages,
      waitlistOffer: false,
    });
  }, 20_000);

  it('says the Cloud API is connected when it is', async () => {
    stubApi({
      'GET /api/admin/whatsapp-settings': () =>
        json(200, { ...defaultWhatsappSettings, channel: 'CLOUD_API' }),
    });
    const section = await openSection();
    expect(within(section).getByText('API do WhatsApp conectada')).toBeVisible();
  });

  it('checks the reminders as the server does, and shows its refusal on the field', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'PUT /api/admin/whatsapp-settings': () =>
        apiError(
          400,
          'VALIDATION_ERROR',
          'O primeiro lembrete deve ser de 1 a 72 horas antes do horário',
          'reminderFirstHours',
        ),
    });
    const section = await openSection();
    const second = within(section).getByLabelText('Horas antes do segundo lembrete');
    await user.clear(second);
    await user.type(second, '30');
    await user.click(within(section).getByRole('button', { name: 'Salvar mensagens do WhatsApp' }));
    expect(
      await within(section).findByText(
        'O segundo lembrete deve ser de 1 a 12 horas antes do horário',
      ),
    ).toBeVisible();
    expect(api.to('PUT /api/admin/whatsapp-settings')).toHaveLength(0);

    await user.clear(second);
    await user.type(second, '2');
    await user.click(within(section).getByRole('button', { name: 'Salvar mensagens do WhatsApp' }));
    expect(
      await within(section).findByText(
        'O primeiro lembrete deve ser de 1 a 72 horas antes do horário',
      ),
    ).toBeVisible();
  }, 20_000);
});
