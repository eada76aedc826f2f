import { MAX_LINE_QUANTITY, type CartState } from '@haveli/contracts';
import { formatInr, Icon, Minus, Plus } from '@haveli/ui';
import { choicesOf, lineLabel } from '../line-label';

export interface CartTableProps {
  cart: CartState;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

/** SPEC §2 cart table: Product, Qty, Price, Action; a quantity of 0 removes the line (SPEC §4). */
export function CartTable({ cart, onQuantityChange, onRemove }: CartTableProps) {
  return (
    <div className="table-responsive">
      <table className="table align-middle cart-table">
        <caption className="visually-hidden">The dishes in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Qty</th>
            <th scope="col" className="text-end">
              Price
            </th>
            <th scope="col" className="text-end">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((line) => (
            <tr key={line.key}>
              <th scope="row" className="fw-normal">
                <div className="d-flex align-items-center gap-3">
                  {line.image && (
                    <img
                      src={line.image}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="rounded cart-line-image d-none d-sm-block"
                    />
                  )}
                  <div>
                    <span className="fw-semibold d-block">{line.name}</span>
                    <span className="small text-secondary">{choicesOf(line)}</span>
                  </div>
                </div>
              </th>
              <td>
                <div className="d-inline-flex align-items-center gap-2">
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm cart-quantity-button"
                    aria-label={`Decrease quantity of ${lineLabel(line)}`}
                    onClick={() => onQuantityChange(line.key, line.quantity - 1)}
                  >
                    <Icon icon={Minus} size={16} />
                  </button>
                  <span className="cart-quantity text-center" data-testid="line-quantity">
                    {line.quantity}
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm cart-quantity-button"
                    aria-label={`Increase quantity of ${lineLabel(line)}`}
                    disabled={line.quantity >= MAX_LINE_QUANTITY}
                    onClick={() => onQuantityChange(line.key, line.quantity + 1)}
                  >
                    <Icon icon={Plus} size={16} />
                  </button>
                </div>
              </td>
              <td className="text-end">
                <span className="d-block fw-semibold">{formatInr(line.unitPrice * line.quantity)}</span>
                <span className="small text-secondary d-none d-sm-inline">
                  {formatInr(line.unitPrice)} each
                </span>
              </td>
              <td className="text-end">
                <button
                  type="button"
                  className="btn btn-remove btn-sm"
                  aria-label={`Remove ${lineLabel(line)}`}
                  onClick={() => onRemove(line.key)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="text-end fw-semibold fs-5" data-testid="cart-page-total">
              {formatInr(cart.total)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
