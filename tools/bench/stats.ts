/** The middle value of the figures (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** Bytes as kilobytes (1 KB = 1024 bytes) with one decimal. */
export function kilobytes(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
