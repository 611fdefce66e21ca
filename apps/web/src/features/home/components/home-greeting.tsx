import type { User } from '@navalha/core/contracts/auth';
import { getGreetingName } from '@navalha/core/domain/account/display-name';
import { Avatar } from '../../../components/ui/avatar';

let todayFormat: Intl.DateTimeFormat | undefined;

function formatToday(now: Date): string {
  // Built on first use, not when the home's code loads: a page's first Intl formatter loads
  // the locale's data, a long task on a phone (core's money.ts).
  todayFormat ??= new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const text = todayFormat.format(now);
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/** The top of the home page: the user's avatar, 'Olá, {first name}' and today's date. */
export function HomeGreeting({ user, now = new Date() }: { user: User; now?: Date }) {
  return (
    <div className="flex min-w-0 items-center gap-4">
      <Avatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} />
      <div className="min-w-0">
        <h1 className="truncate text-[28px] leading-tight font-bold tracking-tight text-ink">
          Olá, {getGreetingName(user)}
        </h1>
        <p className="mt-1 text-base text-muted">{formatToday(now)}</p>
      </div>
    </div>
  );
}
