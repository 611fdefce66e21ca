import type { CreateReviewBody, Review, ReviewList } from '@navalha/core/contracts/reviews';
import { errorMessages } from '@navalha/core/contracts/errors';
import { canReviewAppointment, reviewMessages } from '@navalha/core/domain/reviews/review-rules';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../auth/auth-user.js';
import { toReviewDto } from './reviews.dto.js';
import { ReviewsRepository } from './reviews.repository.js';

const appointmentNotFound = () => notFound(errorMessages.appointmentNotFound);

/** Clients rate their completed appointments; anyone signed in reads a barber's reviews. */
export class ReviewsService {
  private readonly repository: ReviewsRepository;

  constructor(deps: { db: Db }) {
    const { db } = deps;
    this.repository = new ReviewsRepository(db);
  }

  /**
   * The client's review of one of their COMPLETED appointments, once. Someone else's booking is
   * 404 (its existence is not leaked), any other status 409 APPOINTMENT_NOT_REVIEWABLE, and a
   * second review 409 ALREADY_REVIEWED — also when two arrive together (the unique index).
   */
  async create(actor: AuthUser, body: CreateReviewBody): Promise<Review> {
    const appointment = await this.repository.findAppointment(body.appointmentId);
    if (!appointment || appointment.clientId !== actor.userId) throw appointmentNotFound();
    if (!canReviewAppointment(appointment.status)) {
      throw new AppError(409, 'APPOINTMENT_NOT_REVIEWABLE', reviewMessages.notCompleted);
    }
    const review = await this.repository.insertIfAbsent({
      appointmentId: appointment.id,
      barbershopId: appointment.barbershopId,
      clientId: actor.userId,
      barberId: appointment.barberId,
      rating: body.rating,
      comment: body.comment,
    });
    if (!review) throw new AppError(409, 'ALREADY_REVIEWED', reviewMessages.alreadyReviewed);
    const saved = await this.repository.findByAppointment(appointment.id);
    if (!saved) throw appointmentNotFound();
    return toReviewDto(saved);
  }

  /** The review of one of the client's appointments; none yet (or not theirs) is 404. */
  async getForAppointment(actor: AuthUser, appointmentId: string): Promise<Review> {
    const appointment = await this.repository.findAppointment(appointmentId);
    if (!appointment || appointment.clientId !== actor.userId) throw appointmentNotFound();
    const review = await this.repository.findByAppointment(appointmentId);
    if (!review) throw notFound(reviewMessages.notFound);
    return toReviewDto(review);
  }

  async listForBarber(barberId: string, page: number, limit: number): Promise<ReviewList> {
    if (!(await this.repository.isActiveBarber(barberId))) {
      throw notFound(errorMessages.barberNotFound);
    }
    const { rows, total } = await this.repository.findBarberPage(
      barberId,
      limit,
      (page - 1) * limit,
    );
    return { data: rows.map(toReviewDto), page, limit, total };
  }
}
