import { useEffect } from 'react';
import { useMe } from '../api/get-me';
import { sessionStore } from '../session-store';

/**
 * Asks the server for the signed-in user and keeps the session's copy (and its cookie) in step,
 * so a page shows what the server knows rather than what was true at sign-in.
 */
export function useCurrentUserRefresh(): void {
  const { data } = useMe();
  useEffect(() => {
    if (data) sessionStore.updateUser(data);
  }, [data]);
}
