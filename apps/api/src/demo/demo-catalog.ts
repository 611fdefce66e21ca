import type { WorkingHours } from '@navalha/core/domain/schedule/working-ranges';

/**
 * The demo shop's menu: realistic São Paulo prices in centavos, names that hit every icon
 * keyword of spec §3, three on promotion. Fixed ids make the seed idempotent.
 */
export const demoServices = [
  {
    id: '6e617661-6c68-4100-8000-000000000101',
    name: 'Corte de cabelo',
    description: 'Corte clássico ou moderno, com lavagem e finalização.',
    priceCents: 5000,
    promotionalPriceCents: null,
    durationMinutes: 40,
  },
  {
    id: '6e617661-6c68-4100-8000-000000000102',
    name: 'Barba completa',
    description: 'Barba com toalha quente, navalha e hidratação.',
    priceCents: 4000,
    promotionalPriceCents: 3500,
    durationMinutes: 30,
  },
  {
    id: '6e617661-6c68-4100-8000-000000000103',
    name: 'Corte + barba',
    description: 'O combo da casa: corte de cabelo e barba completa.',
    priceCents: 8500,
    promotionalPriceCents: 7500,
    durationMinutes: 60,
  },
  {
    id: '6e617661-6c68-4100-8000-000000000104',
    name: 'Sobrancelha',
    description: 'Design de sobrancelha na navalha ou na pinça.',
    priceCents: 2000,
    promotionalPriceCents: null,
    durationMinutes: 15,
  },
  {
    id: '6e617661-6c68-4100-8000-000000000105',
    name: 'Corte infantil',
    description: 'Corte para crianças de até 12 anos, com paciência e capricho.',
    priceCents: 4000,
    promotionalPriceCents: null,
    durationMinutes: 30,
  },
  {
    id: '6e617661-6c68-4100-8000-000000000106',
    name: 'Reflexo',
    description: 'Luzes e reflexos com descoloração e matização.',
    priceCents: 12000,
    promotionalPriceCents: null,
    durationMinutes: 90,
  },
  {
    id: '6e617661-6c68-4100-8000-000000000107',
    name: 'Pigmentação de barba',
    description: 'Preenche falhas e realça o desenho da barba.',
    priceCents: 4500,
    promotionalPriceCents: 3990,
    durationMinutes: 30,
  },
  {
    id: '6e617661-6c68-4100-8000-000000000108',
    name: 'Corte na tesoura',
    description: 'Corte feito só na tesoura, para cabelos médios e longos.',
    priceCents: 6500,
    promotionalPriceCents: null,
    durationMinutes: 50,
  },
  {
    id: '6e617661-6c68-4100-8000-000000000109',
    name: 'Corte na máquina',
    description: 'Corte rápido na máquina, com acabamento na navalha.',
    priceCents: 4000,
    promotionalPriceCents: null,
    durationMinutes: 30,
  },
] as const;

export type DemoService = (typeof demoServices)[number];

const allServiceIds = demoServices.map((service) => service.id);
const serviceId = (index: number) => (demoServices[index] as DemoService).id;

/**
 * Which services each demo barber offers, by e-mail. The demo barber offers everything; the
 * others a subset, so "barbers offering all chosen services" has something to filter. All four
 * offer Corte, Barba and Sobrancelha (the benchmark books those three with any of them).
 */
export const demoBarberServices: Readonly<Record<string, readonly string[]>> = {
  'barbeiro@navalha.dev': allServiceIds,
  'rafael@navalha.dev': [0, 1, 2, 3, 7, 8].map(serviceId),
  'thiago@navalha.dev': [0, 1, 3, 4, 5, 6].map(serviceId),
  'lucas@navalha.dev': [0, 1, 3, 4, 8].map(serviceId),
};

/** Monday to Saturday 09:00–19:00 with lunch 12:00–13:00; Sunday closed. */
export const demoWeek: readonly WorkingHours[] = [1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
  { dayOfWeek, startTime: '09:00', endTime: '12:00' },
  { dayOfWeek, startTime: '13:00', endTime: '19:00' },
]);

export const DEMO_PROMO_CODE = { code: 'NAVALHA10', discountPercent: 10 } as const;
