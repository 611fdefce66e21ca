// wawoff2 (Google's woff2 in WebAssembly) ships no types; the font's test uses its decoder.
declare module 'wawoff2' {
  /** The TrueType/OpenType bytes of a WOFF2 font. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
