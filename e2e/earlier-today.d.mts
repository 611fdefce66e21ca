export interface EarlierTodayBooking {
  key: 'laptop-complete' | 'laptop-no-show' | 'phone-complete' | 'phone-no-show';
  clientName: string;
  phone: string;
  barberEmail: string;
}

export declare const earlierToday: readonly EarlierTodayBooking[] & {
  /** The start of every booking of the list: an hour before the current half hour. */
  startsAt(now: Date): Date;
};

/** Where the seed of the server on `port` writes the shop days it booked. */
export declare function pastBookingsFile(port: number): string;

/** The shop days ('YYYY-MM-DD') the seed booked, which near midnight may be yesterday's. */
export declare function seededPast(): { walkInsDate: string; depositNoShowDate: string };

/** A client account with a deposit-secured haircut that started earlier today (decision 029). */
export declare const depositNoShow: {
  clientName: string;
  email: string;
  password: string;
  phone: string;
  depositCents: number;
};
