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
const LABEL_SPACE = 20;

/**
 * Vertical bars drawn as SVG: no chart library (decision 0xx: a few hundred bytes instead of
 * tens of kilobytes). The drawing is decorative for assistive technology, which reads the
 * same figures as a list.
 */
export function BarChart({ title, data, height = 160 }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const width = 100 * data.length;
  const plotHeight = height - TOP_PADDING - LABEL_SPACE;
  // Thin labels when bars are many (a month): one in every few.
  const labelEvery = data.length > 14 ? Math.ceil(data.length / 8) : 1;
  return (
    <figure className="flex flex-col gap-2" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-base font-semibold text-ink">
        {title}
      </figcaption>
      <svg
        aria-hidden
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
      >
        <line
          x1={0}
          x2={width}
          y1={TOP_PADDING + plotHeight}
          y2={TOP_PADDING + plotHeight}
          className="stroke-line"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
        {data.map((datum, index) => {
          const barHeight = max > 0 ? (datum.value / max) * plotHeight : 0;
          return (
            <g key={`${datum.label}-${index}`}>
              <title>{datum.description}</title>
              <rect
                x={index * 100 + 20}
                y={TOP_PADDING + plotHeight - barHeight}
                width={60}
                height={Math.max(barHeight, datum.value > 0 ? 2 : 0)}
                rx={8}
                className="fill-accent"
              />
              {index % labelEvery === 0 ? (
                <text
                  x={index * 100 + 50}
                  y={height - 4}
                  textAnchor="middle"
                  className="fill-muted text-[28px]"
                >
                  {datum.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
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
