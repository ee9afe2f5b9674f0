/** pngjs ships no types: the one call the screenshot test makes. */
declare module 'pngjs' {
  export const PNG: { sync: { read(data: Buffer): { width: number; height: number; data: Buffer } } };
}
