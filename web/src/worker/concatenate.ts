// Split runs' per-sample values put back together in sample order (pool.ts
// on the page, serve.ts in the worker that merges them).
export function concatenate(parts: Float64Array[]): Float64Array {
  const all = new Float64Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
