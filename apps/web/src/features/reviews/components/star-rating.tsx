import { MAX_RATING, ratingLabels } from '@navalha/core/domain/reviews/review-rules';
import Star from 'lucide-react/icons/star';
import { cn } from '../../../lib/class-names';

const stars = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

function starsName(value: number): string {
  return `${value} ${value === 1 ? 'estrela' : 'estrelas'} – ${ratingLabels[value]}`;
}

/**
 * 1 to 5 stars as a radio group (arrow keys move between them), every star up to the chosen one
 * filled. `errorId` ties the group to the error shown under it.
 */
export function StarRating({
  value,
  onChange,
  errorId,
}: {
  value: number | null;
  onChange: (value: number) => void;
  errorId?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={errorId} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Sua nota</legend>
      <div className="flex items-center gap-1">
        {stars.map((star) => {
          const filled = value !== null && star <= value;
          return (
            <label
              key={star}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="radio"
                name="rating"
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="peer sr-only"
                aria-label={starsName(star)}
              />
              <Star
                aria-hidden
                className={cn(
                  'size-8 transition-colors',
                  filled ? 'fill-accent text-accent' : 'text-line',
                )}
              />
            </label>
          );
        })}
        <span className="ml-2 text-base text-muted" aria-hidden>
          {value ? ratingLabels[value] : ''}
        </span>
      </div>
    </fieldset>
  );
}

/** Stars as text for a review already given: '4 de 5 estrelas'. */
export function StarsShown({ value }: { value: number }) {
  return (
    <div
      className="flex items-center gap-1"
      role="img"
      aria-label={`${value} de ${MAX_RATING} estrelas`}
    >
      {stars.map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn('size-6', star <= value ? 'fill-accent text-accent' : 'text-line')}
        />
      ))}
    </div>
  );
}
