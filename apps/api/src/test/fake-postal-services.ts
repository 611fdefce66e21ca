import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake service does for one request: answer, or hang until the client gives up. */
export type FakeBehaviour = { status: number; body: unknown } | 'hang';

export interface FakeService {
  /** Base URL, e.g. `http://127.0.0.1:40123/ws`. */
  url: string;
  /** The paths asked, in order. */
  requests: string[];
  /** How the next requests are answered, by CEP (digits); `default` for any other. */
  behave(byCep: Record<string, FakeBehaviour>): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for ViaCEP (`/ws/{cep}/json/`) or BrasilAPI (`/api/cep/v1/{cep}`): tests never
 * reach the internet. Answers what `behave` said for the CEP in the path.
 */
export async function startFakePostalService(basePath: string): Promise<FakeService> {
  let behaviours: Record<string, FakeBehaviour> = {};
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    requests.push(path);
    const cep = /(\d{8})/.exec(path)?.[1] ?? '';
    const behaviour = behaviours[cep] ?? behaviours.default ?? { status: 404, body: {} };
    if (behaviour === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    response.writeHead(behaviour.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(
      typeof behaviour.body === 'string' ? behaviour.body : JSON.stringify(behaviour.body),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    requests,
    behave(byCep) {
      behaviours = byCep;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** ViaCEP's answer for Avenida Paulista, 01310-100. */
export const viaCepPaulista = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'até 610 - lado par',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};

/** BrasilAPI's answer for 01310-100. */
export const brasilApiPaulista = {
  cep: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  service: 'open-cep',
};
