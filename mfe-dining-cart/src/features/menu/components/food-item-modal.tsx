import {
  FOOD_ADDONS,
  FOOD_VARIANTS,
  MAX_LINE_QUANTITY,
  type CartLine,
  type FoodItem,
} from '@haveli/contracts';
import { formatInr, Modal } from '@haveli/ui';
import { useId } from 'react';
import type { CartLineInput } from '../../../cart/cart-store';
import { useFoodChoices } from '../hooks/use-food-choices';

export interface FoodItemModalProps {
  item: FoodItem;
  /** The cart line being edited; without it the modal adds a new one. */
  line?: CartLine;
  onConfirm: (line: CartLineInput) => void;
  onClose: () => void;
}

const extra = (price: number) => (price > 0 ? ` (+${formatInr(price)})` : '');

/** SPEC §2 menu detail modal: variant, addons and quantity, with the price following every choice. */
export function FoodItemModal({ item, line, onConfirm, onClose }: FoodItemModalProps) {
  const formId = useId();
  const quantityHelpId = useId();
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
          <button type="submit" form={formId} className="btn btn-primary" disabled={!choices.quantityValid}>
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
          if (choices.quantityValid) onConfirm(choices.toCartLine());
        }}
      >
        <p className="text-secondary">{item.food_item}</p>

        <fieldset className="mb-3">
          <legend className="form-label fs-6 fw-semibold">Size</legend>
          {FOOD_VARIANTS.map((option) => (
            <div className="form-check" key={option.name}>
              <input
                className="form-check-input"
                type="radio"
                name={`${formId}-variant`}
                id={`${formId}-variant-${option.name}`}
                checked={choices.variant === option.name}
                onChange={() => choices.setVariant(option.name)}
              />
              <label className="form-check-label" htmlFor={`${formId}-variant-${option.name}`}>
                {option.name}
                {extra(option.price)}
              </label>
            </div>
          ))}
        </fieldset>

        <fieldset className="mb-3">
          <legend className="form-label fs-6 fw-semibold">Add-ons</legend>
          {FOOD_ADDONS.map((addon) => (
            <div className="form-check" key={addon.name}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`${formId}-addon-${addon.name}`}
                checked={choices.addons.includes(addon.name)}
                onChange={(event) => choices.toggleAddon(addon.name, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${formId}-addon-${addon.name}`}>
                {addon.name}
                {extra(addon.price)}
              </label>
            </div>
          ))}
        </fieldset>

        <div className="mb-3">
          <label className="form-label fw-semibold" htmlFor={`${formId}-quantity`}>
            Quantity
          </label>
          <input
            className={`form-control${choices.quantityValid ? '' : ' is-invalid'}`}
            type="number"
            inputMode="numeric"
            id={`${formId}-quantity`}
            min={1}
            max={MAX_LINE_QUANTITY}
            step={1}
            value={choices.quantityText}
            aria-invalid={!choices.quantityValid}
            aria-describedby={choices.quantityValid ? undefined : quantityHelpId}
            onChange={(event) => choices.setQuantityText(event.target.value)}
          />
          {!choices.quantityValid && (
            <div className="invalid-feedback" id={quantityHelpId}>
              Choose a quantity from 1 to {MAX_LINE_QUANTITY}.
            </div>
          )}
        </div>

        <dl className="d-flex flex-wrap gap-4 mb-0" aria-live="polite">
          <div>
            <dt className="small text-secondary fw-normal">Price</dt>
            <dd className="fs-5 fw-semibold mb-0" data-testid="unit-price">
              {formatInr(choices.unitPrice)}
            </dd>
          </div>
          {choices.lineTotal !== null && (
            <div>
              <dt className="small text-secondary fw-normal">Total</dt>
              <dd className="fs-5 fw-semibold mb-0">{formatInr(choices.lineTotal)}</dd>
            </div>
          )}
        </dl>
      </form>
    </Modal>
  );
}
