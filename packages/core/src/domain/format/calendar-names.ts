/** Capitalised as pt-BR interfaces show names in a heading or a calendar: 'janeiro' → 'Janeiro'. */
function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
}

function names(
  options: Intl.DateTimeFormatOptions,
  count: number,
  firstDay: (index: number) => number,
) {
  const formatter = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: 'UTC' });
  return Object.freeze(
    Array.from({ length: count }, (_, index) =>
      capitalise(formatter.format(firstDay(index)).replace(/\.$/, '')),
    ),
  );
}

/** Month names, January first: 'Janeiro' … 'Dezembro'. */
export const monthNames: readonly string[] = names({ month: 'long' }, 12, (month) =>
  Date.UTC(2024, month, 1),
);

/** Weekday names, Sunday first (the calendar's week starts on Sunday): 'Domingo', 'Segunda-feira' … */
export const weekdayNames: readonly string[] = names({ weekday: 'long' }, 7, (day) =>
  Date.UTC(2024, 0, 7 + day),
);

/** Short weekday names for a calendar header, Sunday first: 'Dom', 'Seg' … 'Sáb'. */
export const weekdayShortNames: readonly string[] = names({ weekday: 'short' }, 7, (day) =>
  Date.UTC(2024, 0, 7 + day),
);
