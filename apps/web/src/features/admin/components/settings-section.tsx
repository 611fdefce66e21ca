import { useId } from 'react';
import type { ReactNode } from 'react';

/** A card of the settings screen: its heading, a line under it, and its fields. */
export function Section({
  title,
  children,
  description,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-card bg-card p-4 shadow-card"
    >
      <div>
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
