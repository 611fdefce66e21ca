import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments } from '../../db/schema/appointments.js';
import { reviews } from '../../db/schema/reviews.js';
import type { NewReviewRow, ReviewRow } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import { bookableStaff } from '../../db/schema/bookable-staff.js';

/** A review with its author's full name (the DTO keeps the first name only). */
export interface ReviewWithAuthor {
  review: ReviewRow;
  clientName: string;
}

/** What deciding whether an appointment can be reviewed needs. */
export interface ReviewableAppointment {
  id: string;
  barbershopId: string;
  clientId: string;
  barberId: string;
  status: (typeof appointments.$inferSelect)['status'];
}

/** Reviews and the appointments they rate; Drizzle only. */
export class ReviewsRepository {
  constructor(private readonly db: Db) {}

  async findAppointment(id: string): Promise<ReviewableAppointment | null> {
    const [row] = await this.db
      .select({
        id: appointments.id,
        barbershopId: appointments.barbershopId,
        clientId: appointments.clientId,
        barberId: appointments.barberId,
        status: appointments.status,
      })
      .from(appointments)
      .where(eq(appointments.id, id))
      .limit(1);
    return row ?? null;
  }

  /** The new review, or null when the appointment already has one (the unique index decides). */
  async insertIfAbsent(row: NewReviewRow): Promise<ReviewRow | null> {
    const [inserted] = await this.db
      .insert(reviews)
      .values(row)
      .onConflictDoNothing({ target: [reviews.barbershopId, reviews.appointmentId] })
      .returning();
    return inserted ?? null;
  }

  async findByAppointment(appointmentId: string): Promise<ReviewWithAuthor | null> {
    const [row] = await this.db
      .select({ review: reviews, clientName: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.clientId))
      .where(eq(reviews.appointmentId, appointmentId))
      .limit(1);
    return row ?? null;
  }

  /** One page of a barber's reviews, newest first, and how many there are (one query). */
  async findBarberPage(
    barberId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: ReviewWithAuthor[]; total: number }> {
    const rows = await this.db
      .select({
        review: reviews,
        clientName: users.name,
        total: sql<number>`(count(*) over ())::int`.mapWith(Number),
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.clientId))
      .where(eq(reviews.barberId, barberId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset);
    if (rows.length > 0 || offset === 0) {
      return {
        rows: rows.map(({ total: _total, ...row }) => row),
        total: rows[0]?.total ?? 0,
      };
    }
    const [counted] = await this.db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(reviews)
      .where(eq(reviews.barberId, barberId));
    return { rows: [], total: counted?.total ?? 0 };
  }

  async isActiveBarber(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), bookableStaff, eq(users.isActive, true)))
      .limit(1);
    return row !== undefined;
  }
}
