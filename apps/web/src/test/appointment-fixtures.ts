import type { ServiceIconKey } from '@navalha/core/domain/catalog/service-icon';

/** Ids shaped like the API's (uuid), so the pages accept them. */
export const appointmentIds = {
  pending: '11111111-1111-4111-8111-111111111111',
  confirmed: '22222222-2222-4222-8222-222222222222',
  completed: '33333333-3333-4333-8333-333333333333',
  cancelled: '44444444-4444-4444-8444-444444444444',
  old: '55555555-5555-4555-8555-555555555555',
} as const;

export const barberId = '99999999-9999-4999-8999-999999999999';

interface ServiceJson {
  name: string;
  price: number;
  durationMinutes?: number;
  iconKey?: ServiceIconKey;
}

export interface AppointmentJsonOptions {
  status?: string;
  paymentStatus?: string;
  paymentMethod?: string | null;
  /** 'YYYY-MM-DD' and 'HH:MM' on the shop's clock (UTC−3 here). */
  date?: string;
  time?: string;
  services?: ServiceJson[];
  discount?: number;
  paymentFee?: number;
  barberName?: string;
}

const defaultServices: ServiceJson[] = [
  { name: 'Corte de cabelo', price: 50, durationMinutes: 40, iconKey: 'haircut' },
  { name: 'Barba completa', price: 35, durationMinutes: 30, iconKey: 'beard' },
];

/** An appointment as the API sends it (money in BRL decimals, instants in ISO). */
export function appointmentJson(id: string, options: AppointmentJsonOptions = {}) {
  const {
    status = 'PENDING',
    paymentStatus = 'PENDING',
    paymentMethod = 'CASH',
    date = '2030-05-10',
    time = '09:00',
    services = defaultServices,
    discount = 0,
    paymentFee = 0,
    barberName = 'Bruno Barbeiro',
  } = options;
  const subtotal = services.reduce((sum, service) => sum + service.price, 0);
  const duration = services.reduce((sum, service) => sum + (service.durationMinutes ?? 30), 0);
  // São Paulo is UTC−3 all year.
  const startsAt = new Date(`${date}T${time}:00-03:00`);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    id,
    clientId: 'user-client',
    barberId,
    serviceId: 'svc-1',
    barberShopId: 'shop-1',
    scheduledTo: startsAt.toISOString(),
    start_time: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    scheduledDate: date,
    scheduledTime: time,
    durationMinutes: duration,
    totalPrice: subtotal,
    final_amount: round(subtotal - discount + paymentFee),
    discount_amount: discount,
    discountAmount: discount,
    paymentFee,
    paymentMethod,
    promotionCode: discount > 0 ? 'NAVALHA10' : null,
    notes: null,
    status,
    paymentStatus,
    cancellationReason: null,
    cancellationFee: null,
    createdAt: '2030-01-01T12:00:00.000Z',
    client: { id: 'user-client', name: 'Ana Souza', phone: null, avatarUrl: null },
    service: {
      name: services.map((service) => service.name).join(' + '),
      imageUrl: null,
      durationMinutes: duration,
    },
    services: services.map((service, index) => ({
      id: `svc-${index + 1}`,
      name: service.name,
      price: service.price,
      durationMinutes: service.durationMinutes ?? 30,
      iconKey: service.iconKey ?? 'default',
      service_name: service.name,
      service_price: service.price,
      service_duration: service.durationMinutes ?? 30,
      service_icon: service.iconKey ?? 'default',
    })),
    barber: { id: barberId, name: barberName, avatarUrl: null },
    barberShop: { id: 'shop-1', name: 'Navalha Barbearia', address: 'Rua Augusta, 1200' },
  };
}

export function appointmentPage<T>(data: T[]) {
  return { data, page: 1, limit: 100, total: data.length };
}
