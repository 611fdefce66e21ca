/** Above this the badge reads '9+'. */
const MAX_SHOWN = 9;

/** The bell's badge: nothing at 0, the count up to 9, then '9+'. */
export function formatUnreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(Math.floor(count));
}

/** The bell's accessible name: 'Notificações', or 'Notificações, 3 não lidas'. */
export function getBellLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return 'Notificações';
  return count === 1 ? 'Notificações, 1 não lida' : `Notificações, ${count} não lidas`;
}
