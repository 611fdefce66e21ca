import type { User } from '@navalha/core/contracts/auth';
import { getGreetingName } from '@navalha/core/domain/account/display-name';
import { lazyFormatter } from '@navalha/core/domain/format/lazy-formatter';
import { Avatar } from '../../../components/ui/avatar';

const getTodayFormat = lazyFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long' }),
);

function formatToday(now: Date): string {
  const text = getTodayFormat().format(now);
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
