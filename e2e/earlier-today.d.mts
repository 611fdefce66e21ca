export interface EarlierTodayBooking {
  key: 'laptop-complete' | 'laptop-no-show' | 'phone-complete' | 'phone-no-show';
  clientName: string;
  phone: string;
  barberEmail: string;
}

export declare const earlierToday: readonly EarlierTodayBooking[] & {
  /** The start, 'HH:MM' on the shop's clock, of every booking of the list. */
  time(now: Date): string;
};

/** A client account with a deposit-secured haircut that started earlier today (decision 029). */
export declare const depositNoShow: {
  clientName: string;
  email: string;
  password: string;
  phone: string;
  depositCents: number;
};
