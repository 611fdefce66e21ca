import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../lib/toast-host';
import { PixCodePanel } from './pix-dialog';

const toDataURL = vi.hoisted(() => vi.fn(async () => 'data:image/png;base64,ZHJhd24='));
vi.mock('qrcode', () => ({ toDataURL }));

const code =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

function renderPanel(props: Partial<Parameters<typeof PixCodePanel>[0]> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <>
      <PixCodePanel amount={4550} code={code} {...props} />
      <ToastHost />
    </>,
  );
  return { user, panel: view.container };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  toDataURL.mockClear();
});

afterEach(() => vi.restoreAllMocks());

describe('PixCodePanel (the PIX dialog of the wallet deposit)', () => {
  it('shows the amount, the QR the gateway drew and the code', () => {
    const { panel } = renderPanel({ qrCodeBase64: 'iVBORw0KGgo=' });
    expect(panel).toHaveTextContent('R$ 45,50');
    expect(screen.getByRole('img', { name: 'QR Code PIX' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByTestId('pix-code')).toHaveTextContent(code);
    expect(panel).toHaveTextContent(
      'A transação é processada automaticamente assim que o pagamento for concluído.',
    );
    expect(toDataURL).not.toHaveBeenCalled();
  });

  it('draws the QR from the code, 200 px with a margin of 2, when none came', async () => {
    renderPanel({ qrCodeBase64: null });
    expect(screen.getByRole('img', { name: 'Gerando QR Code PIX' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR Code PIX' })).toHaveAttribute(
        'src',
        'data:image/png;base64,ZHJhd24=',
      ),
    );
    expect(toDataURL).toHaveBeenCalledWith(
      code,
      expect.objectContaining({ width: 200, margin: 2 }),
    );
  });

  it("copies the code and says 'Copiado!' for 2 s", async () => {
    const { user } = renderPanel({ qrCodeBase64: 'iVBORw0KGgo=' });
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    // The clipboard answers asynchronously: on a busy machine the label may change a turn later.
    expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(code);
    expect(
      await screen.findByText('O código PIX foi copiado para a área de transferência.'),
    ).toBeVisible();
  });

  it('says so when the code cannot be copied', async () => {
    const { user } = renderPanel({ qrCodeBase64: 'iVBORw0KGgo=' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Não foi possível copiar o código PIX.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  });
});
