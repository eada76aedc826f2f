import type { CartLine } from '@haveli/contracts';

/** "Medium, Cheese": the choices that tell two lines of one dish apart; nothing for a dish without options. */
export const choicesOf = (line: Pick<CartLine, 'variant' | 'addons'>): string =>
  [line.variant, ...line.addons].filter(Boolean).join(', ');

/** "Paneer Tikka (Medium, Cheese)": how buttons name the line they act on. */
export const lineLabel = (line: CartLine): string => {
  const choices = choicesOf(line);
  return choices ? `${line.name} (${choices})` : line.name;
};
