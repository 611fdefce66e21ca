import type { ServiceIconKey } from '@navalha/core/domain/catalog/service-icon';

/**
 * Catalog, barber and availability answers as the API sends them (money in BRL decimals), for
 * the booking-flow tests.
 */
export function serviceJson(
  id: string,
  name: string,
  price: number,
  {
    promotionalPrice = null,
    durationMinutes = 30,
    iconKey = 'default',
    barbersCount = 2,
    imageUrl = null,
  }: {
    promotionalPrice?: number | null;
    durationMinutes?: number;
    iconKey?: ServiceIconKey;
    barbersCount?: number;
    imageUrl?: string | null;
  } = {},
) {
  const finalPrice =
    promotionalPrice !== null && promotionalPrice < price ? promotionalPrice : price;
  const discount = Math.round((price - finalPrice) * 100) / 100;
  return {
    id,
    name,
    description: null,
    price,
    promotionalPrice,
    discount,
    imageUrl,
    iconKey,
    durationMinutes,
    barberShopId: 'shop-1',
    barbersCount,
    isActive: true,
    pricing: {
      finalPrice,
      originalPrice: price,
      discount,
      hasDiscount: finalPrice < price,
      discountPercentage: Math.round((discount / price) * 100),
    },
  };
}

export const corte = serviceJson('svc-corte', 'Corte de cabelo', 50, {
  durationMinutes: 40,
  iconKey: 'haircut',
});
export const barba = serviceJson('svc-barba', 'Barba completa', 40, {
  promotionalPrice: 35,
  iconKey: 'beard',
});
export const sobrancelha = serviceJson('svc-sobrancelha', 'Sobrancelha', 20, {
  durationMinutes: 15,
  iconKey: 'eyebrow',
});

export function barberJson(
  id: string,
  name: string,
  {
    averageRating = 0,
    totalAppointments = 0,
    experienceLabel = 'Iniciante',
  }: {
    averageRating?: number;
    totalAppointments?: number;
    experienceLabel?: 'Experiente' | 'Intermediário' | 'Iniciante';
  } = {},
) {
  return {
    id,
    name,
    avatarUrl: null,
    role: 'BARBER' as const,
    barberShop: { id: 'shop-1', name: 'Navalha Barbearia' },
    averageRating,
    totalReviews: 0,
    totalAppointments,
    experienceLabel,
    serviceBarbers: [],
  };
}

export const bruno = barberJson('barber-bruno', 'Bruno Barbeiro', {
  averageRating: 4.75,
  totalAppointments: 127,
  experienceLabel: 'Experiente',
});
export const rafael = barberJson('barber-rafael', 'Rafael Moreira', {
  totalAppointments: 71,
  experienceLabel: 'Intermediário',
});

export function page<T>(data: T[]) {
  return { data, page: 1, limit: 50, total: data.length };
}

/** An availability answer: `free` times available, the others taken. */
export function availabilityJson(
  times: readonly string[],
  free: readonly string[],
  availableBarbers?: number,
) {
  const slots = times.map((time) => {
    const available = free.includes(time);
    return available && availableBarbers !== undefined
      ? { time, available, availableBarbers }
      : { time, available };
  });
  const availableSlots = slots.filter((slot) => slot.available).length;
  return {
    available: availableSlots > 0,
    totalSlots: slots.length,
    availableSlots,
    occupiedSlots: slots.length - availableSlots,
    times: slots,
  };
}
