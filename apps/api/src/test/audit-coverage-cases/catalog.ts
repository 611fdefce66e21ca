import type { LoggedChange } from '../audit-coverage-fixtures.js';
import { createService, DEMO_BARBERSHOP_ID } from '../scheduling-fixtures.js';

/** Changes to the catalog of services. */
export const catalogChanges: LoggedChange[] = [
  {
    route: 'createService',
    label: 'a service created',
    as: 'admin',
    status: 201,
    prepare: async () => ({
      url: '/api/services',
      payload: { name: 'Pigmentação', price: 60, durationMinutes: 45 },
      entries: (response) => [
        {
          action: 'service.create',
          entityId: response.json().id,
          before: null,
          after: { name: 'Pigmentação', priceCents: 6000, durationMinutes: 45, barberIds: [] },
        },
      ],
    }),
  },

  {
    route: 'bulkCreateServices',
    label: 'two services created at once, one row each',
    as: 'owner',
    status: 201,
    prepare: async () => ({
      url: '/api/services/bulk',
      payload: {
        services: [
          { name: 'Relaxamento', price: 70, durationMinutes: 60 },
          { name: 'Luzes', price: 90, durationMinutes: 90 },
        ],
      },
      entries: (response) =>
        (response.json() as { id: string; name: string }[]).map((service) => ({
          action: 'service.create',
          entityId: service.id,
          before: null,
          after: { name: service.name },
        })),
    }),
  },

  {
    route: 'updateService',
    label: 'a service repriced',
    as: 'admin',
    status: 200,
    prepare: async (world) => {
      const id = await createService(world.db, DEMO_BARBERSHOP_ID, { priceCents: 5000 });
      return {
        url: `/api/services/${id}`,
        payload: { price: 55 },
        entries: () => [
          {
            action: 'service.update',
            entityId: id,
            before: { priceCents: 5000 },
            after: { priceCents: 5500 },
          },
        ],
      };
    },
  },

  {
    route: 'deleteService',
    label: 'a service deactivated',
    as: 'admin',
    status: 204,
    prepare: async (world) => {
      const id = await createService(world.db, DEMO_BARBERSHOP_ID);
      return {
        url: `/api/services/${id}`,
        entries: () => [
          {
            action: 'service.delete',
            entityId: id,
            before: { isActive: true },
            after: { isActive: false },
          },
        ],
      };
    },
  },
];
