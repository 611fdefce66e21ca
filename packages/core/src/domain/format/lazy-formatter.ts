/**
 * An Intl formatter built on its first use and kept, not when its module loads: a page's first
 * Intl formatter loads the locale's data (~130 ms of a throttled phone's main thread), which
 * would otherwise lengthen a chunk's start-up even before anything is formatted.
 * `const getBrl = lazyFormatter(() => new Intl.NumberFormat('pt-BR', …)); getBrl().format(1)`.
 */
export function lazyFormatter<Formatter>(create: () => Formatter): () => Formatter {
  let formatter: Formatter | undefined;
  return () => (formatter ??= create());
}
