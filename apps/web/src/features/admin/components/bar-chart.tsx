import { useId } from 'react';

export interface BarDatum {
  /** Short label under the bar ('Seg', '27'). */
  label: string;
  /** What a screen reader and the tooltip say ('Segunda, 27/04: R$ 150,00'). */
  description: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  data: readonly BarDatum[];
  /** Height of the drawing in px; it scales to the column's width. */
  height?: number;
}

const TOP_PADDING = 8;

/**
 * Vertical bars drawn as SVG: no chart library (decision 010: a few hundred bytes instead of
 * tens of kilobytes). The bars stretch to the column's width; their labels are HTML below, so
 * text never stretches with them. The drawing is decorative for assistive technology, which
 * reads the same figures as a list.
 */
export function BarChart({ title, data, height = 140 }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const width = 100 * data.length;
  const plotHeight = height - TOP_PADDING;
  // Thin the labels when bars are many (a month): one in every few.
  const labelEvery = data.length > 14 ? Math.ceil(data.length / 8) : 1;
  return (
    <figure className="flex flex-col gap-2" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm text-muted">
        {title}
      </figcaption>
      <svg
        aria-hidden
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-36 w-full"
      >
        <line
          x1={0}
          x2={width}
          y1={height - 1}
          y2={height - 1}
          className="stroke-line"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
        {data.map((datum, index) => {
          const barHeight = max > 0 ? (datum.value / max) * plotHeight : 0;
          return (
            <rect
              key={`${datum.label}-${index}`}
              x={index * 100 + 15}
              y={height - Math.max(barHeight, datum.value > 0 ? 2 : 0)}
              width={70}
              height={Math.max(barHeight, datum.value > 0 ? 2 : 0)}
              className="fill-accent"
            >
              <title>{datum.description}</title>
            </rect>
          );
        })}
      </svg>
      <div
        aria-hidden
        className="grid text-center text-sm text-muted tabular-nums"
        style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}
      >
        {data.map((datum, index) => (
          <span key={`${datum.label}-${index}`} className="overflow-visible whitespace-nowrap">
            {index % labelEvery === 0 ? datum.label : ''}
          </span>
        ))}
      </div>
      <ul className="sr-only" aria-label={`${title}: valores`}>
        {data.map((datum, index) => (
          <li key={`${datum.label}-${index}`}>{datum.description}</li>
        ))}
      </ul>
    </figure>
  );
}

export interface MeterProps {
  label: string;
  /** 0 to 1. */
  ratio: number;
  /** The figure shown at the right ('62%', 'R$ 150,00'). */
  valueText: string;
  detail?: string;
}

/** One horizontal bar with its label and figure: occupancy, a service's share. */
export function Meter({ label, ratio, valueText, detail }: MeterProps) {
  const percent = Math.round(Math.min(1, Math.max(0, ratio)) * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="truncate text-base font-medium text-ink">{label}</span>
        <span className="shrink-0 text-base font-semibold text-ink tabular-nums">{valueText}</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={detail ? `${valueText}, ${detail}` : valueText}
        className="h-2.5 overflow-hidden rounded-full bg-tint"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      {detail ? <span className="text-sm text-muted tabular-nums">{detail}</span> : null}
    </div>
  );
}
