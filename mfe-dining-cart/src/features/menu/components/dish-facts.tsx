import { SPICE_LABELS, type FoodItem } from '@haveli/contracts';

/** Spice level and allergens, in words, under a dish's name. */
export function DishFacts({ item }: { item: FoodItem }) {
  const facts = [
    item.spice_level > 0 ? SPICE_LABELS[item.spice_level] : null,
    item.allergens.length > 0 ? `Contains ${item.allergens.join(', ')}` : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0) return null;
  return <p className="small text-secondary mb-2 dish-facts">{facts.join(' · ')}</p>;
}
