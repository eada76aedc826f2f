/** The whole numbers from `from` to `to`, both included. */
export const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
