import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Folha" variant="sheet">
        <p>Conteúdo</p>
      </Dialog>
    </>
  );
}

async function popBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
}

describe('a bottom sheet and the back button', () => {
  it('closes on back, leaving the page where it was', async () => {
    const user = userEvent.setup();
    const before = window.history.length;
    render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Conteúdo')).toBeVisible();
    expect(window.history.length).toBe(before + 1);

    await popBack();
    expect(screen.queryByText('Conteúdo')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('takes its history entry back off when closed with its X', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(window.history.state).toMatchObject({ navalhaSheet: expect.any(Number) });

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Conteúdo')).not.toBeInTheDocument();
    await waitFor(() => expect(window.history.state?.navalhaSheet).toBeUndefined());
  });
});
