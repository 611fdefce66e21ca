import type { Appointment } from '@navalha/core/contracts/appointments';
import { createReviewBodySchema } from '@navalha/core/contracts/reviews';
import type { Review } from '@navalha/core/contracts/reviews';
import { formatDate } from '@navalha/core/domain/format/date-time';
import { formatLocalDateTime } from '@navalha/core/domain/format/local-date-time';
import {
  canReviewAppointment,
  REVIEW_COMMENT_MAX_LENGTH,
  reviewMessages,
} from '@navalha/core/domain/reviews/review-rules';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/class-names';
import { toast } from '../../../lib/toast';
import { showErrorToast } from '../../../lib/toast-catalogue';
import { useCreateReview } from '../api/create-review';
import { useAppointmentReview } from '../api/get-appointment-review';
import { useReviewedAppointment } from '../api/get-reviewed-appointment';
import { StarRating, StarsShown } from './star-rating';

/** The booking the review is about, in one card. */
function BookingSummary({ appointment }: { appointment: Appointment }) {
  return (
    <section className="flex flex-col gap-1 rounded-card bg-card p-4 shadow-card">
      <p className="text-base font-semibold text-ink">
        {appointment.services.map((service) => service.name).join(' + ') ||
          appointment.service.name}
      </p>
      <p className="text-base text-muted">com {appointment.barber.name}</p>
      <p className="text-base text-muted tabular-nums">
        {formatLocalDateTime(appointment.scheduledDate, appointment.scheduledTime)}
      </p>
    </section>
  );
}

function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-card bg-card p-4 text-center shadow-card"
    >
      <p className="text-base font-semibold text-ink">{title}</p>
      {children}
    </div>
  );
}

function ExistingReview({ review }: { review: Review }) {
  return (
    <section className="flex flex-col gap-3 rounded-card bg-card p-4 shadow-card">
      <p className="text-base font-semibold text-ink">{reviewMessages.alreadyReviewed}</p>
      <StarsShown value={review.rating} />
      {review.comment ? <p className="text-base text-ink">“{review.comment}”</p> : null}
      <p className="text-sm text-muted">
        Avaliado em {formatDate(review.createdAt, Intl.DateTimeFormat().resolvedOptions().timeZone)}
      </p>
    </section>
  );
}

interface FieldErrors {
  rating?: string;
  comment?: string;
}

function ReviewForm({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const create = useCreateReview();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const ratingErrorId = useId();
  const commentId = useId();
  const counterId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createReviewBodySchema.safeParse({
      appointmentId: appointment.id,
      rating: rating ?? undefined,
      comment,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'rating' || field === 'comment') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success(reviewMessages.submitted);
      void navigate(`/booking-confirmation/${appointment.id}`);
    } catch (error) {
      if (isApiError(error) && (error.field === 'rating' || error.field === 'comment')) {
        setErrors({ [error.field]: error.message });
      } else if (isApiError(error) && error.code === 'ALREADY_REVIEWED') {
        // The page now shows the review that was there first (useCreateReview refetches it).
        toast.error(error.message, { id: error.message });
      } else if (isApiError(error)) {
        showErrorToast(error);
      }
    }
  }

  const length = comment.trim().length;
  const tooLong = length > REVIEW_COMMENT_MAX_LENGTH;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <StarRating
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((current) => ({ ...current, rating: undefined }));
          }}
          errorId={errors.rating ? ratingErrorId : undefined}
        />
        {errors.rating ? (
          <p id={ratingErrorId} className="flex items-start gap-1.5 text-sm text-danger">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {errors.rating}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={commentId} className="text-sm font-medium text-ink">
          Comentário (opcional)
        </label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
          placeholder="Conte como foi o atendimento"
          aria-invalid={errors.comment || tooLong ? true : undefined}
          aria-describedby={counterId}
          className={cn(
            'w-full rounded-control border bg-card px-3 py-2.5 text-base text-ink placeholder:text-muted',
            errors.comment || tooLong ? 'border-danger' : 'border-line',
          )}
        />
        <p
          id={counterId}
          className={cn('self-end text-sm tabular-nums', tooLong ? 'text-danger' : 'text-muted')}
        >
          {length}/{REVIEW_COMMENT_MAX_LENGTH}
        </p>
        {errors.comment ? (
          <p className="flex items-start gap-1.5 text-sm text-danger">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {errors.comment}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" fullWidth disabled={create.isPending}>
        {create.isPending ? 'Enviando…' : 'Enviar avaliação'}
      </Button>
    </form>
  );
}

/**
 * /review/{id}: the client rates a completed booking of theirs, once. Any other case says why:
 * not found (someone else's, or none), not completed yet, or already rated (the review shown).
 */
export function ReviewScreen({ appointmentId }: { appointmentId: string }) {
  const appointment = useReviewedAppointment(appointmentId);
  const completed = appointment.data !== undefined && canReviewAppointment(appointment.data.status);
  const review = useAppointmentReview(appointmentId, { enabled: completed });
  const back = (
    <Link
      to={`/booking-confirmation/${appointmentId}`}
      className={buttonStyles({ variant: 'secondary', fullWidth: true })}
    >
      Voltar ao agendamento
    </Link>
  );

  if (appointment.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-60" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (appointment.isError) {
    // A malformed id (400) is as missing as an unknown or someone else's one (404).
    const missing =
      isApiError(appointment.error) &&
      (appointment.error.status === 404 || appointment.error.status === 400);
    return (
      <Notice title={missing ? 'Agendamento não encontrado' : 'Erro ao carregar o agendamento'}>
        {missing ? (
          <Link
            to="/mybookings"
            className={buttonStyles({ variant: 'secondary', fullWidth: true })}
          >
            Ver meus agendamentos
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void appointment.refetch()}>
            Tentar novamente
          </Button>
        )}
      </Notice>
    );
  }

  const booking = appointment.data;
  return (
    <div className="flex flex-col gap-5">
      <BookingSummary appointment={booking} />
      {!completed ? (
        <Notice title={reviewMessages.notCompleted}>{back}</Notice>
      ) : review.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : review.isError ? (
        <Notice title="Erro ao carregar a avaliação">
          <Button variant="secondary" onClick={() => void review.refetch()}>
            Tentar novamente
          </Button>
        </Notice>
      ) : review.data ? (
        <>
          <ExistingReview review={review.data} />
          {back}
        </>
      ) : (
        <ReviewForm appointment={booking} />
      )}
    </div>
  );
}
