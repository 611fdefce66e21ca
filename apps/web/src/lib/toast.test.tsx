import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** A stand-in for sonner's `toast` that records what reaches it. */
function fakeSonner() {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return 1;
    };
  const toast = Object.assign(record('toast'), {
    success: record('success'),
    error: record('error'),
    info: record('info'),
    message: record('message'),
    dismiss: record('dismiss'),
  });
  return { calls, module: { toast, Toaster: () => <p>Toaster</p> } };
}

/** A fresh facade (and host) for each test: the facade keeps sonner once it has it. */
async function loadFacade() {
  const [{ toast }, { ToastHost }] = await Promise.all([import('./toast'), import('./toast-host')]);
  return { toast, ToastHost };
}

beforeEach(() => {
  vi.resetModules();
  vi.doUnmock('sonner');
});

describe('toast', () => {
  it('queues the calls made before sonner arrives, then replays them in order', async () => {
    const sonner = fakeSonner();
    const arrival = deferred();
    const load = vi.fn(async () => {
      await arrival.promise;
      return sonner.module;
    });
    vi.doMock('sonner', load);
    const { toast } = await loadFacade();

    toast.success('Salvo', { id: 'salvo' });
    toast.error('Falhou');
    toast.info('Atenção');
    toast.message('Olá');
    toast.dismiss('salvo');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(sonner.calls).toEqual([]);

    arrival.resolve();
    await vi.waitFor(() =>
      expect(sonner.calls).toEqual([
        ['success', 'Salvo', { id: 'salvo' }],
        ['error', 'Falhou', undefined],
        ['info', 'Atenção', undefined],
        ['message', 'Olá', undefined],
        ['dismiss', 'salvo'],
      ]),
    );

    // Once sonner is here, calls go straight to it.
    toast.dismiss();
    expect(sonner.calls.at(-1)).toEqual(['dismiss', undefined]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing to dismiss when no toast was ever raised', async () => {
    const load = vi.fn(async () => fakeSonner().module);
    vi.doMock('sonner', load);
    const { toast } = await loadFacade();

    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the Toaster with the first toast, and shows it', async () => {
    const { toast, ToastHost } = await loadFacade();
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();

    toast.success('Bem-vindo(a), Ana!');

    expect(await screen.findByText('Bem-vindo(a), Ana!')).toBeVisible();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('logs and drops the toasts when sonner cannot be fetched, and tries again with the next one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    let online = false;
    const sonner = fakeSonner();
    vi.doMock('sonner', () => (online ? Promise.resolve(sonner.module) : Promise.reject(failure)));
    const { toast, ToastHost } = await loadFacade();
    render(
      <>
        <h1>Conta</h1>
        <ToastHost />
      </>,
    );

    toast.error('Erro de conexão. Verifique sua internet.');

    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[navalha] Could not load the toasts: dropping them.',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Conta' })).toBeVisible();
    expect(screen.queryByText('Erro de conexão. Verifique sua internet.')).not.toBeInTheDocument();

    // The next toast tries again.
    online = true;
    toast.info('De volta');
    await vi.waitFor(() => expect(sonner.calls).toEqual([['info', 'De volta', undefined]]));
    expect(await screen.findByText('Toaster')).toBeVisible();
  });
});
