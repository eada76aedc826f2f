import {
  FOOD_ADDONS,
  FOOD_VARIANTS,
  foodUnitPrice,
  MAX_LINE_QUANTITY,
  type CartLine,
  type FoodAddonName,
  type FoodItem,
  type FoodVariantName,
} from '@haveli/contracts';
import { useState } from 'react';
import type { CartLineInput } from '../../../cart/cart-store';

const isVariant = (name: string): name is FoodVariantName =>
  FOOD_VARIANTS.some((option) => option.name === name);
const isAddon = (name: string): name is FoodAddonName => FOOD_ADDONS.some((addon) => addon.name === name);

/** What the guest picks for one dish in the detail modal: from the cart line being edited, or the defaults. */
export function useFoodChoices(item: FoodItem, line?: CartLine) {
  const [variant, setVariant] = useState<FoodVariantName>(
    line && isVariant(line.variant) ? line.variant : FOOD_VARIANTS[0].name,
  );
  const [addons, setAddons] = useState<FoodAddonName[]>(line ? line.addons.filter(isAddon) : []);
  const [quantityText, setQuantityText] = useState(String(line?.quantity ?? 1));

  const quantity = Number(quantityText);
  const quantityValid = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
  const unitPrice = foodUnitPrice(item.price, variant, addons);

  const toggleAddon = (name: FoodAddonName, chosen: boolean) =>
    setAddons((current) =>
      FOOD_ADDONS.map((addon) => addon.name).filter((addon) =>
        addon === name ? chosen : current.includes(addon),
      ),
    );

  const toCartLine = (): CartLineInput => ({
    productId: item.id,
    name: item.menu_title,
    variant,
    addons,
    unitPrice,
    quantity,
    image: item.image,
  });

  return {
    variant,
    setVariant,
    addons,
    toggleAddon,
    quantityText,
    setQuantityText,
    quantityValid,
    unitPrice,
    lineTotal: quantityValid ? unitPrice * quantity : null,
    toCartLine,
  };
}
