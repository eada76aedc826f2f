import type { FoodItem } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';
import { Picture } from '@haveli/ui/src/picture';
import { DietMark } from './diet-mark';
import { DishFacts } from './dish-facts';

export interface FoodItemCardProps {
  item: FoodItem;
  inCart: boolean;
  onChoose: (item: FoodItem) => void;
}

/**
 * One dish of the menu: 'Add to Cart', or 'Edit' once it is in the cart (SPEC §2); a dish the kitchen has run
 * out of says "Sold out today" instead. The dish's name (a button stretched over the card) opens its detail,
 * so a tap anywhere on the card, its photo included, does.
 */
export function FoodItemCard({ item, inCart, onChoose }: FoodItemCardProps) {
  return (
    <article className="card h-100 border-0 shadow-sm menu-card position-relative">
      <div className="row g-0 h-100">
        <div className="col-4">
          <Picture
            src={item.image}
            alt={item.menu_title}
            sizes="(min-width: 768px) 200px, 33vw"
            width={240}
            height={240}
            className="img-fluid h-100 w-100 object-fit-cover rounded-start"
          />
        </div>
        <div className="col-8">
          <div className="card-body d-flex flex-column h-100">
            <p className="section-eyebrow mb-1">{item.category}</p>
            <h2 className="h5 card-title mb-1 d-flex align-items-center gap-2">
              <DietMark diet={item.diet} />
              <button
                type="button"
                className="btn btn-link p-0 text-start text-reset text-decoration-none fw-semibold stretched-link menu-card-name"
                onClick={() => onChoose(item)}
              >
                {item.menu_title}
              </button>
            </h2>
            <DishFacts item={item} />
            <p className="card-text small text-secondary flex-grow-1">{item.food_item}</p>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
              <span className="fw-semibold fs-5">{formatInr(item.price)}</span>
              {item.sold_out && <span className="badge text-bg-secondary">Sold out today</span>}
              {(inCart || !item.sold_out) && (
                <button
                  type="button"
                  className={`btn btn-sm position-relative menu-card-action ${inCart ? 'btn-outline-primary' : 'btn-primary'}`}
                  onClick={() => onChoose(item)}
                >
                  {inCart ? 'Edit' : 'Add to Cart'}
                  <span className="visually-hidden"> {item.menu_title}</span>
                </button>
              )}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
