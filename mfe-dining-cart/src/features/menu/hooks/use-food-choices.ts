import {
  chosenOptions,
  choiceProblem,
  defaultOptionIds,
  dishUnitPrice,
  MAX_LINE_QUANTITY,
  type CartLine,
  type FoodItem,
  type FoodOptionGroup,
} from '@haveli/contracts';
import { useState } from 'react';
import type { CartLineInput } from '../../../cart/cart-store';

/**
 * The choices a line being edited had: its option ids while the dish still offers them all; for a line saved
 * before options belonged to dishes, the values named like its variant and addons, else the defaults.
 */
function initialChoices(item: FoodItem, line?: CartLine): number[] {
  if (!line) return defaultOptionIds(item);
  if (line.options) return choiceProblem(item, line.options) ? defaultOptionIds(item) : line.options;
  const names = new Set([line.variant, ...line.addons]);
  const named = item.option_groups.flatMap((group) =>
    group.values.filter((value) => names.has(value.name)).map((value) => value.id),
  );
  return choiceProblem(item, named) ? defaultOptionIds(item) : named;
}

/** What the guest picks for one dish in its detail: options and quantity, with the price following them. */
export function useFoodChoices(item: FoodItem, line?: CartLine) {
  const [chosen, setChosen] = useState<number[]>(() => initialChoices(item, line));
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);

  const isChosen = (id: number) => chosen.includes(id);
  /** A single choice replaces the group's value; in a multiple choice the value is added or taken out. */
  const choose = (group: FoodOptionGroup, id: number, on: boolean) =>
    setChosen((current) => {
      const others = current.filter((chosenId) => !group.values.some((value) => value.id === chosenId));
      if (group.max === 1) return on ? [...others, id] : others;
      const inGroup = current.filter((chosenId) => chosenId !== id && !others.includes(chosenId));
      return [...others, ...(on ? [...inGroup, id] : inGroup)];
    });
  const pickedIn = (group: FoodOptionGroup) =>
    group.values.filter((value) => chosen.includes(value.id)).length;

  const problem = choiceProblem(item, chosen);
  const unitPrice = dishUnitPrice(item, chosen);

  const toCartLine = (): CartLineInput => {
    const choices = chosenOptions(item, chosen);
    const single = new Set(item.option_groups.filter((group) => group.max === 1).map((group) => group.name));
    return {
      productId: item.id,
      name: item.menu_title,
      variant: choices
        .filter((choice) => single.has(choice.group))
        .map((choice) => choice.name)
        .join(', '),
      addons: choices.filter((choice) => !single.has(choice.group)).map((choice) => choice.name),
      options: [...chosen].sort((a, b) => a - b),
      unitPrice,
      quantity,
      image: item.image,
    };
  };

  return {
    isChosen,
    choose,
    pickedIn,
    problem,
    quantity,
    increase: () => setQuantity((current) => Math.min(MAX_LINE_QUANTITY, current + 1)),
    decrease: () => setQuantity((current) => Math.max(1, current - 1)),
    unitPrice,
    lineTotal: unitPrice * quantity,
    toCartLine,
  };
}
