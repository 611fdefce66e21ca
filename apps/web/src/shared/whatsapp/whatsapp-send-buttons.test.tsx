import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/api-stub';
import { WhatsappSendButtons } from './whatsapp-send-buttons';

const id = '7f0c2a44-5b1e-4c7a-9d0e-2b6f1a3c4d5e';
const url = `POST /api/whatsapp/appointments/${id}/messages`;

function renderButtons() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WhatsappSendButtons appointmentId={id} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the agenda’s WhatsApp buttons', () => {
  it('opens WhatsApp with the reminder written (click-to-chat)', async () => {
    const link = 'https://wa.me/5511987654321?text=Lembrete%20da%20Navalha';
    const api = stubApi({
      [url]: () => json(200, { channel: 'CLICK_TO_CHAT', url: link, alreadySent: false }),
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar lembrete' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(link, '_blank', 'noopener'));
    expect(api.to(url).map((request) => request.body)).toEqual([{ kind: 'REMINDER_FIRST' }]);
  });

  it("sends 'atrasado ~15 min' in one tap, and the confirmation, by their own kinds", async () => {
    const api = stubApi({
      [url]: () => json(200, { channel: 'CLOUD_API', url: null, alreadySent: false }),
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Atrasado ~15 min' }));
    await waitFor(() => expect(api.to(url)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar confirmação' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar confirmação' }));
    await waitFor(() => expect(api.to(url)).toHaveLength(2));
    expect(api.to(url).map((request) => request.body)).toEqual([
      { kind: 'LATE' },
      { kind: 'CONFIRMATION' },
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens nothing when the client did not opt in', async () => {
    stubApi({
      [url]: () =>
        apiError(
          409,
          'NO_MESSAGING_CONSENT',
          'O cliente não aceitou receber mensagens pelo WhatsApp.',
        ),
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar confirmação' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar confirmação' })).toBeEnabled(),
    );
    expect(open).not.toHaveBeenCalled();
  });
});
