import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../lib/toast-host';
import { ShareLinkPanel } from './share-link-panel';

const url = 'https://agenda.example.com/convite?token=abc123';

afterEach(() => vi.restoreAllMocks());

describe('ShareLinkPanel', () => {
  it('shows the link and copies it, saying so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(
      <>
        <ShareLinkPanel url={url} message="Seu convite:" hint="Vale por 7 dias." />
        <ToastHost />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    expect(screen.getByText('Vale por 7 dias.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copiado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copiado!' })).toBeVisible());
  });

  it('sends the message and the link by WhatsApp to the phone, or to a contact picked then', () => {
    const { rerender } = render(
      <ShareLinkPanel url={url} message="Seu convite:" phone="(11) 98765-4321" />,
    );
    expect(screen.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent(`Seu convite: ${url}`)}`,
    );
    rerender(<ShareLinkPanel url={url} message="Seu convite:" phone={null} />);
    expect(screen.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Seu convite: ${url}`)}`,
    );
  });
});
