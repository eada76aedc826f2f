import { MAX_LINE_QUANTITY, type CartLine, type FoodItem, type FoodOptionGroup } from '@haveli/contracts';
import { formatInr, Modal } from '@haveli/ui';
import { useId } from 'react';
import type { CartLineInput } from '../../../cart/cart-store';
import { useFoodChoices } from '../hooks/use-food-choices';
import { DietMark } from './diet-mark';
import { DishFacts } from './dish-facts';

export interface FoodItemModalProps {
  item: FoodItem;
  /** The cart line being edited; without it the modal adds a new one. */
  line?: CartLine;
  onConfirm: (line: CartLineInput) => void;
  onClose: () => void;
}

const extra = (price: number) => (price > 0 ? ` (+${formatInr(price)})` : '');

/** "Choose one", "Choose up to 2", "Choose 1 to 2": what a group allows, beside its name. */
function ruleOf(group: FoodOptionGroup): string {
  if (group.max === 1) return group.min === 1 ? 'Choose one' : 'Optional, choose one';
  if (group.min === 0) return `Optional, up to ${group.max}`;
  return `Choose ${group.min} to ${group.max}`;
}

/** SPEC §2 menu detail modal: the dish's photo, its own options and a quantity stepper, priced as chosen. */
export function FoodItemModal({ item, line, onConfirm, onClose }: FoodItemModalProps) {
  const formId = useId();
  const choices = useFoodChoices(item, line);

  return (
    <Modal
      title={item.menu_title}
      open
      centered
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={choices.problem !== null || (item.sold_out && !line)}
          >
            {line ? 'Update Cart' : 'Add to Cart'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (choices.problem === null && !(item.sold_out && !line)) onConfirm(choices.toCartLine());
        }}
      >
        {item.sold_out && (
          <p className="alert alert-warning py-2" role="status">
            Sold out today: the kitchen has run out of it. It is back on the menu tomorrow.
          </p>
        )}
        <img
          src={item.image}
          alt=""
          width={480}
          height={270}
          className="img-fluid w-100 rounded mb-3 dish-detail-image"
        />
        <p className="d-flex align-items-center gap-2 mb-1">
          <DietMark diet={item.diet} />
          <span className="small text-secondary">{item.category}</span>
        </p>
        <DishFacts item={item} />
        <p className="text-secondary">{item.food_item}</p>

        {item.option_groups.map((group) => (
          <fieldset className="mb-3" key={group.id}>
            <legend className="form-label fs-6 fw-semibold mb-1">
              {group.name} <span className="small fw-normal text-secondary">({ruleOf(group)})</span>
            </legend>
            {group.values.map((value) => {
              const id = `${formId}-option-${value.id}`;
              const checked = choices.isChosen(value.id);
              const full = group.max > 1 && !checked && choices.pickedIn(group) >= group.max;
              return (
                <div className="form-check" key={value.id}>
                  <input
                    className="form-check-input"
                    type={group.max === 1 ? 'radio' : 'checkbox'}
                    name={`${formId}-group-${group.id}`}
                    id={id}
                    checked={checked}
                    disabled={full}
                    onChange={(event) => choices.choose(group, value.id, event.target.checked)}
                  />
                  <label className="form-check-label" htmlFor={id}>
                    {value.name}
                    {extra(value.price)}
                  </label>
                </div>
              );
            })}
          </fieldset>
        ))}

        <div className="mb-3">
          <span className="form-label fw-semibold d-block" id={`${formId}-quantity-label`}>
            Quantity
          </span>
          <div
            className="d-inline-flex align-items-center gap-2"
            role="group"
            aria-labelledby={`${formId}-quantity-label`}
          >
            <button
              type="button"
              className="btn btn-outline-secondary cart-quantity-button"
              aria-label={`Decrease quantity of ${item.menu_title}`}
              onClick={choices.decrease}
            >
              −
            </button>
            <output
              className="cart-quantity text-center fw-semibold"
              aria-live="polite"
              data-testid="dish-quantity"
            >
              {choices.quantity}
            </output>
            <button
              type="button"
              className="btn btn-outline-secondary cart-quantity-button"
              aria-label={`Increase quantity of ${item.menu_title}`}
              disabled={choices.quantity >= MAX_LINE_QUANTITY}
              onClick={choices.increase}
            >
              +
            </button>
          </div>
        </div>

        {choices.problem && (
          <p className="small text-danger-emphasis mb-3" role="status">
            {choices.problem}
          </p>
        )}

        <dl className="d-flex flex-wrap gap-4 mb-0" aria-live="polite">
          <div>
            <dt className="small text-secondary fw-normal">Price</dt>
            <dd className="fs-5 fw-semibold mb-0" data-testid="unit-price">
              {formatInr(choices.unitPrice)}
            </dd>
          </div>
          <div>
            <dt className="small text-secondary fw-normal">Total</dt>
            <dd className="fs-5 fw-semibold mb-0">{formatInr(choices.lineTotal)}</dd>
          </div>
        </dl>
      </form>
    </Modal>
  );
}
