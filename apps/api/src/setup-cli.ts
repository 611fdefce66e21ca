import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import type { Interface } from 'node:readline/promises';
import {
  setupHoursBodySchema,
  setupOwnerBodySchema,
  setupServicesBodySchema,
  setupShopBodySchema,
  setupTeamBodySchema,
} from '@navalha/core/contracts/setup';
import { DEFAULT_TIME_ZONE } from '@navalha/core/contracts/barbershop';
import type { z } from 'zod/mini';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { AppError } from './errors/app-error.js';
import { createPasswordHasher } from './modules/auth/password.js';
import {
  CliInputError,
  parseHoursFlag,
  parseServicesFlag,
  parseSetupCliArgs,
  setupCliHelp,
} from './modules/setup/setup-cli-args.js';
import type { SetupCliFlags } from './modules/setup/setup-cli-args.js';
import { createOperator, operatorAccountSchema } from './modules/platform/operator-account.js';
import { SetupRepository } from './modules/setup/setup.repository.js';
import { SetupService } from './modules/setup/setup.service.js';
import { SetupState } from './modules/setup/setup-state.js';

/**
 * `npm run setup`: the first-run setup for a server without a browser (issue 14 §2). The same
 * steps, contracts and service as the /setup wizard; it issues its own setup token (so an
 * address printed earlier stops working) and finishes in the same single transaction.
 */

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** The contract's output, or every message (pt-BR, as the wizard shows them) and exit. */
function check<S extends z.ZodMiniType>(step: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.map(String).join('.') || step}: ${issue.message}`,
  );
  return fail(`Dados inválidos na etapa "${step}":\n${lines.join('\n')}`);
}

/** Asks on the terminal; the password without echo. Null when questions are not allowed. */
function terminal(flags: SetupCliFlags) {
  if (flags['non-interactive'] || !process.stdin.isTTY) return null;
  const rl: Interface = createInterface({ input: process.stdin, output: process.stdout });
  let muted = false;
  // readline echoes what is typed through this; muted, the password stays off the screen.
  const writable = rl as unknown as { _writeToOutput(text: string): void };
  const write = writable._writeToOutput.bind(rl);
  writable._writeToOutput = (text) => {
    if (!muted) write(text);
  };
  return {
    async ask(label: string): Promise<string> {
      return (await rl.question(`${label}: `)).trim();
    },
    async askSecret(label: string): Promise<string> {
      process.stdout.write(`${label}: `);
      muted = true;
      try {
        return await rl.question('');
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

type Terminal = NonNullable<ReturnType<typeof terminal>>;

async function value(
  flag: string | undefined,
  label: string,
  io: Terminal | null,
  required: boolean,
): Promise<string> {
  if (flag !== undefined) return flag;
  if (io) return io.ask(required ? label : `${label} (opcional, Enter para pular)`);
  if (required) fail(`Falta ${label}. Veja npm run setup -- --help`, 2);
  return '';
}

function readPassword(flags: SetupCliFlags): string | undefined {
  const file = flags['owner-password-file'];
  if (file) {
    try {
      return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch {
      return fail(`Não foi possível ler ${file}`);
    }
  }
  return process.env.NAVALHA_OWNER_PASSWORD;
}

async function main(): Promise<void> {
  let flags: SetupCliFlags;
  try {
    flags = parseSetupCliArgs(process.argv.slice(2));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${setupCliHelp}`, 2);
  }
  if (flags.help) {
    process.stdout.write(setupCliHelp);
    return;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const io = terminal(flags);
  try {
    await migrateDatabase(database);
    if (flags.operator !== undefined) {
      // The platform's operator (issue 20 §1): an account, no shop; a shop may exist already.
      const account = check('Operador', operatorAccountSchema, {
        name: flags['operator-name'] ?? 'Plataforma',
        email: flags.operator,
        password:
          readPassword(flags) ??
          (io
            ? await io.askSecret('Senha (mín. 6, maiúscula, minúscula, número e um de @$!%*?&)')
            : fail('Falta a senha: --owner-password-file ou NAVALHA_OWNER_PASSWORD', 2)),
      });
      const operator = await createOperator(database.db, createPasswordHasher(), account);
      const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
      process.stdout.write(
        `Operador da plataforma criado: ${operator.email}\nEntre em ${base}/signin; a tela Plataforma lista as barbearias.\n`,
      );
      return;
    }
    const repository = new SetupRepository(database.db);
    if (await repository.existsBarbershop()) {
      fail('Esta instalação já tem uma barbearia: a configuração inicial já foi feita.');
    }
    const hours = check('Horários', setupHoursBodySchema, {
      workingHours: parseHoursFlag(flags.hours),
    });
    const services = check('Serviços', setupServicesBodySchema, {
      services: parseServicesFlag(flags.services),
    });

    if (io) process.stdout.write('Configuração inicial do Navalha\n\nSua conta de dono\n');
    const owner = check('Sua conta', setupOwnerBodySchema, {
      name: await value(flags['owner-name'], 'Nome do dono', io, true),
      email: await value(flags['owner-email'], 'E-mail do dono', io, true),
      phone: await value(flags['owner-phone'], 'Celular do dono, (11) 99999-9999', io, true),
      password:
        readPassword(flags) ??
        (io
          ? await io.askSecret('Senha (mín. 6, maiúscula, minúscula, número e um de @$!%*?&)')
          : fail('Falta a senha: --owner-password-file ou NAVALHA_OWNER_PASSWORD', 2)),
    });

    if (io) process.stdout.write('\nA barbearia\n');
    const shop = check('Barbearia', setupShopBodySchema, {
      name: await value(flags['shop-name'], 'Nome da barbearia', io, true),
      postalCode: await value(flags.cep, 'CEP, 00000-000', io, true),
      street: await value(flags.street, 'Rua', io, true),
      houseNumber: await value(flags.number, 'Número', io, true),
      complement: await value(flags.complement, 'Complemento', io, false),
      neighborhood: await value(flags.neighborhood, 'Bairro', io, true),
      city: await value(flags.city, 'Cidade', io, true),
      state: await value(flags.state, 'UF', io, true),
      phone: await value(flags['shop-phone'], 'Telefone, (11) 3456-7890', io, false),
      whatsapp: await value(flags.whatsapp, 'WhatsApp, (11) 99999-9999', io, false),
      timeZone: flags['time-zone'] ?? DEFAULT_TIME_ZONE,
      pixKey: await value(flags['pix-key'], 'Chave PIX', io, false),
      pixMerchantName: await value(flags['pix-name'], 'Nome do recebedor PIX', io, false),
      pixMerchantCity: await value(flags['pix-city'], 'Cidade do recebedor PIX', io, false),
    });

    let takesBookings = flags['takes-bookings'] ?? false;
    if (flags['takes-bookings'] === undefined && io) {
      takesBookings = /^s/i.test(await io.ask('\nVocê também atende clientes? (s/n)'));
    }
    const team = check('Equipe', setupTeamBodySchema, { takesBookings, invitations: [] });

    const service = new SetupService({
      db: database.db,
      passwordHasher: createPasswordHasher(),
      state: new SetupState(() => repository.existsBarbershop()),
    });
    const token = (await service.startSetup()) ?? fail('A configuração inicial já foi feita.');
    await service.saveOwner(token, owner);
    await service.saveShop(token, shop);
    await service.saveHours(token, hours);
    await service.saveServices(token, services);
    await service.saveTeam(token, team);
    const result = await service.finish(token);

    const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
    process.stdout.write(
      [
        '',
        `Barbearia "${result.barbershop.name}" configurada.`,
        `Dono: ${result.owner.name} <${result.owner.email}>${takesBookings ? ' (também atende)' : ''}`,
        `Serviços: ${result.serviceCount}`,
        `Entre em ${base}/signin com o e-mail e a senha do dono; convide a equipe em Equipe.`,
        '',
      ].join('\n'),
    );
  } catch (error) {
    if (error instanceof AppError || error instanceof CliInputError) fail(error.message);
    throw error;
  } finally {
    io?.close();
    await database.close();
  }
}

await main();
