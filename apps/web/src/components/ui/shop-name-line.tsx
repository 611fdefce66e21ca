import Store from 'lucide-react/icons/store';
import { cn } from '../../lib/class-names';

/**
 * The line naming an item's shop, for a client of more than one shop (issue 20 §2): on a
 * booking's card and on a notification. Screen readers hear 'Barbearia: {name}'.
 */
export function ShopNameLine({
  name,
  testId,
  className,
}: {
  name: string;
  testId: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn('flex items-center gap-1.5 text-sm text-muted', className)}
    >
      <Store aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">Barbearia: </span>
      {name}
    </span>
  );
}
