/** The review page's cache keys. */
export const reviewKeys = {
  all: ['reviews'] as const,
  appointment: (id: string) => [...reviewKeys.all, 'appointment', id] as const,
  review: (appointmentId: string) => [...reviewKeys.all, 'review', appointmentId] as const,
};
