import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createUser } from '../../test/scheduling-fixtures.js';
import type { Actor } from '../../test/scheduling-fixtures.js';
import { buildTestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { TestDatabase } from '../../test/test-database.js';

let testDatabase: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let avatarsDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'navalha-avatars-'));
  avatarsDir = join(dataDir, 'avatars');
  testDatabase = await createTestDatabase();
  app = await buildTestApp(testDatabase.database, { dataDir });
});

afterAll(async () => {
  await app.close();
  await testDatabase.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/** A JPEG's container, with an EXIF segment that gives away where the photo was taken. */
const jpegWithGps = Buffer.from([
  0xff,
  0xd8,
  ...segment(0xe0, ascii('JFIF\0\x01\x01\0\0\x01\0\x01\0\0')),
  ...segment(0xe1, ascii('Exif\0\0GPS -23.5505,-46.6333')),
  ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
  0x12,
  0x34,
  0xff,
  0xd9,
]);

/** A RIFF chunk: its type, little-endian size and payload, padded to an even length. */
function riffChunk(type: string, payload: number[]): number[] {
  const size = payload.length;
  return [
    ...ascii(type),
    size & 0xff,
    (size >> 8) & 0xff,
    0,
    0,
    ...payload,
    ...(size % 2 ? [0] : []),
  ];
}

function webp(...chunks: number[][]): Buffer {
  const body = [...ascii('WEBP'), ...chunks.flat()];
  const size = body.length;
  return Buffer.from([...ascii('RIFF'), size & 0xff, (size >> 8) & 0xff, 0, 0, ...body]);
}

/** A 1×1 lossless WebP image's bitstream. */
const vp8l = riffChunk(
  'VP8L',
  [0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07],
);
const VP8X_EXIF_FLAG = 0x08;
/** VP8X: flags, 3 reserved bytes, canvas width − 1 and height − 1 (24 bits each). */
const vp8x = (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
/** A phone's WebP: extended, announcing and carrying EXIF with the GPS position. */
const webpWithGps = webp(
  vp8x(VP8X_EXIF_FLAG),
  vp8l,
  riffChunk('EXIF', ascii('GPS -23.5505,-46.6333')),
);

function upload(actor: Actor, body: Buffer | string, contentType: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/me/avatar',
    headers: { ...actor.headers, 'content-type': contentType },
    payload: body,
  });
}

async function avatarOf(id: string): Promise<string | null> {
  const [row] = await testDatabase.database.db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, id));
  return row?.avatarUrl ?? null;
}

const storedFiles = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir).sort() : []);

describe('POST /api/users/me/avatar', () => {
  it('stores the photo under a random name and serves it with a long cache', async () => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    const response = await upload(client, png, 'image/png');

    expect(response.statusCode, response.body).toBe(200);
    const { avatarUrl } = response.json() as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.png$/);
    expect(await avatarOf(client.id)).toBe(avatarUrl);

    const served = await app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('reads the type from the bytes and removes the EXIF metadata', async () => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    // Sent as a generic binary: the bytes say it is a JPEG.
    const response = await upload(client, jpegWithGps, 'application/octet-stream');

    expect(response.statusCode, response.body).toBe(200);
    const { avatarUrl } = response.json() as { avatarUrl: string };
    expect(avatarUrl).toMatch(/\.jpg$/);
    const stored = readFileSync(join(avatarsDir, avatarUrl.split('/').pop() ?? ''));
    expect(stored.includes('GPS')).toBe(false);
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('accepts a WebP photo, serves it as WebP and removes its EXIF metadata', async () => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    const response = await upload(client, webpWithGps, 'image/webp');

    expect(response.statusCode, response.body).toBe(200);
    const { avatarUrl } = response.json() as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await avatarOf(client.id)).toBe(avatarUrl);

    const served = await app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The same image, no longer announcing nor carrying the EXIF chunk.
    expect(served.rawPayload.equals(webp(vp8x(0), vp8l))).toBe(true);
    expect(served.rawPayload.includes('GPS')).toBe(false);
  });

  it('replaces the previous photo and deletes its file', async () => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    const first = (await upload(client, png, 'image/png')).json() as { avatarUrl: string };
    const second = (await upload(client, png, 'image/png')).json() as { avatarUrl: string };

    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(storedFiles()).not.toContain(first.avatarUrl.split('/').pop());
    expect((await app.inject({ method: 'GET', url: first.avatarUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.avatarUrl })).statusCode).toBe(200);
  });

  it('leaves one photo and no orphan file when two uploads race', async () => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    const before = storedFiles();
    const answers = await Promise.all([
      upload(client, png, 'image/png'),
      upload(client, png, 'image/png'),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const added = storedFiles().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(await avatarOf(client.id)).toBe(`/api/avatars/${added[0]}`);
  });

  it.each([
    ['a GIF declared as PNG', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['a truncated JPEG', jpegWithGps.subarray(0, 12), 'image/jpeg'],
    ['text', 'olá', 'text/plain'],
    ['JSON', '{"avatarUrl":"https://example.com/a.png"}', 'application/json'],
  ])('refuses %s with 415 and writes nothing', async (_label, body, contentType) => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    const before = storedFiles();
    const response = await upload(client, body, contentType);

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'avatar',
      message: 'Envie uma imagem JPEG, PNG ou WebP.',
    });
    expect(storedFiles()).toEqual(before);
    expect(await avatarOf(client.id)).toBeNull();
  });

  it('refuses more than 2 MB with 413', async () => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(client, big, 'image/png');

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      field: 'avatar',
      message: 'A imagem deve ter no máximo 2 MB.',
    });
    expect(await avatarOf(client.id)).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/users/me/avatar', () => {
  it('goes back to the initials avatar and deletes the file', async () => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    const { avatarUrl } = (await upload(client, png, 'image/png')).json() as { avatarUrl: string };
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/users/me/avatar',
      headers: client.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ avatarUrl: null });
    expect(await avatarOf(client.id)).toBeNull();
    expect(storedFiles()).not.toContain(avatarUrl.split('/').pop());
  });
});

describe('GET /api/avatars/:id', () => {
  it.each(['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'jwt-secret'])(
    'answers 404 for %s',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/api/avatars/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});

describe('deleting the account', () => {
  it('deletes the photo too', async () => {
    const client = await createUser(testDatabase.database.db, 'CLIENT', null);
    const { avatarUrl } = (await upload(client, png, 'image/png')).json() as { avatarUrl: string };
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: client.headers,
      payload: { confirmation: 'EXCLUIR' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(storedFiles()).not.toContain(avatarUrl.split('/').pop());
    expect((await app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });
});
