import type { CartLine } from '@haveli/contracts';

/** "Medium, Cheese": the choices that tell two lines of one dish apart. */
export const choicesOf = (line: Pick<CartLine, 'variant' | 'addons'>): string =>
  [line.variant, ...line.addons].join(', ');

/** "Paneer Tikka (Medium, Cheese)": how buttons name the line they act on. */
export const lineLabel = (line: CartLine): string => `${line.name} (${choicesOf(line)})`;
