/** The payments' cache keys. */
export const paymentKeys = {
  all: ['payments'] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
  ofAppointment: (appointmentId: string) =>
    [...paymentKeys.all, 'appointment', appointmentId] as const,
};
