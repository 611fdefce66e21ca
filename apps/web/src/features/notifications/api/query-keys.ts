/** The notifications' cache keys: every event of the live stream refetches `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (limit: number) => [...notificationKeys.all, 'list', limit] as const,
};
