import type { ReactNode } from 'react';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A legal text: its date, a short introduction and numbered sections. */
export function LegalDocument({
  updatedAt,
  intro,
  sections,
}: {
  updatedAt: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="flex flex-col gap-6 rounded-card bg-card p-5 text-base leading-relaxed text-muted shadow-card [&_li]:mt-1 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5">
      <p className="text-sm">Vigente desde {updatedAt}</p>
      <div className="flex flex-col gap-3">{intro}</div>
      {sections.map((section, index) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="text-lg leading-snug font-semibold text-ink">
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
