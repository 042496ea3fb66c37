/**
 * The cart's lines grouped by event (PRODUCT.md §entities-cart): title, price (with the price
 * before a discount struck through), and removal of one line or of the ticked ones. Titles and
 * event names come from the API and are rendered as text.
 */
import { useId } from 'react';
import type { CartItem, Id } from '../../api/schemas';
import { useT } from '../../runtime/WidgetRoot';
import type { EventGroup } from '../../store/cart-rules';
import { Heading } from '../../ui/Heading';

export interface CartLinesProps {
  groups: EventGroup[];
  format: (amount: number) => string;
  /** No removal controls (a checked-out cart cannot change). */
  readOnly?: boolean;
  busy?: boolean;
  selected: ReadonlySet<Id>;
  onToggle: (id: Id, selected: boolean) => void;
  onRemove: (id: Id) => void;
}

export function CartLines({ groups, format, readOnly, busy, selected, onToggle, onRemove }: CartLinesProps) {
  return (
    <div className="rl-cart-groups" part="cart-lines">
      {groups.map((group) => (
        <Group key={String(group.eventId)} {...{ group, format, readOnly, busy, selected, onToggle, onRemove }} />
      ))}
    </div>
  );
}

function Group({ group, ...line }: Omit<CartLinesProps, 'groups'> & { group: EventGroup }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section className="rl-cart-group" aria-labelledby={headingId}>
      <Heading depth={1} id={headingId} className="rl-cart-group__title">
        {t('cart.eventGroup', { name: group.eventName })}
      </Heading>
      <ul className="rl-cart-lines">
        {group.items.map((item) => (
          <Line key={String(item.shoppingCartItemId)} item={item} {...line} />
        ))}
      </ul>
    </section>
  );
}

function Line({ item, format, readOnly, busy, selected, onToggle, onRemove }: Omit<CartLinesProps, 'groups'> & { item: CartItem }) {
  const { t } = useT();
  const id = item.shoppingCartItemId;
  const title = item.product.title;
  const discounted = item.price < item.originalPrice;
  return (
    <li className="rl-cart-line" part="cart-line">
      {readOnly ? null : (
        <input
          type="checkbox"
          className="rl-cart-line__select"
          aria-label={t('cart.select', { title })}
          checked={selected.has(id)}
          disabled={busy}
          onChange={(e) => onToggle(id, (e.currentTarget as HTMLInputElement).checked)}
        />
      )}
      <span className="rl-cart-line__title">{title}</span>
      <span className="rl-cart-line__price">
        {discounted ? (
          <del className="rl-cart-line__original">
            <span className="rl-visually-hidden">{t('cart.originalPrice')}: </span>
            {format(item.originalPrice)}
          </del>
        ) : null}
        <span className="rl-visually-hidden">{t('cart.price')}: </span>
        <span className="rl-cart-line__amount">{format(item.price)}</span>
      </span>
      {readOnly ? null : (
        <button
          type="button"
          className="rl-icon-button rl-cart-line__remove"
          aria-label={t('cart.removeItem', { title })}
          disabled={busy}
          onClick={() => onRemove(id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
