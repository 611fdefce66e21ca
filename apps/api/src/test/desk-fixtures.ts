import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import {
  createBarber,
  createShop,
  createUser,
  DEMO_BARBERSHOP_ID,
  demoActor,
} from './scheduling-fixtures.js';
import type { Actor } from './scheduling-fixtures.js';
import { buildTestApp, createTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';

/**
 * The front desk's route tests (issue 17): a database of their own, an app whose clock stands
 * at `now`, the demo shop's people (owner, admin, barber, client, reception), two new barbers of
 * the shop named '{Ana,Caio} {surname}', and a rival shop with its owner and a barber.
 */
export interface DeskScene {
  testApp: TestApp;
  app: FastifyInstance;
  db: Db;
  owner: Actor;
  admin: Actor;
  barber: Actor;
  client: Actor;
  reception: Actor;
  ana: Actor;
  caio: Actor;
  /** The rival shop's id. */
  rival: string;
  rivalOwner: Actor;
  rivalBarber: Actor;
  /** Closes the app, then the test database. */
  close(): Promise<void>;
}

export async function openDeskScene(now: () => Date, surname: string): Promise<DeskScene> {
  const testApp = await createTestApp();
  const db = testApp.database.db;
  const app = await buildTestApp(testApp.database, {}, now);
  const rival = await createShop(db);
  return {
    testApp,
    app,
    db,
    owner: await demoActor(db, 'dono@navalha.dev'),
    admin: await demoActor(db, 'admin@navalha.dev'),
    barber: await demoActor(db, 'barbeiro@navalha.dev'),
    client: await demoActor(db, 'cliente@navalha.dev'),
    reception: await demoActor(db, 'recepcao@navalha.dev'),
    ana: await createBarber(db, DEMO_BARBERSHOP_ID, [], `Ana ${surname}`),
    caio: await createBarber(db, DEMO_BARBERSHOP_ID, [], `Caio ${surname}`),
    rival,
    rivalOwner: await createUser(db, 'OWNER', rival),
    rivalBarber: await createBarber(db, rival, [], 'Rita Rival'),
    async close() {
      await app.close();
      await testApp.close();
    },
  };
}
