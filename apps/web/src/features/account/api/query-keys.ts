/** The account's cache keys. */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
};
