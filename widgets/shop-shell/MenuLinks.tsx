/** The top menu's entries (PRODUCT.md §shell-menu), used in the desktop bar and in the drawer. */

import type { MessageKey } from '../../src/i18n/catalogs';
import { useT } from '../../src/runtime/WidgetRoot';
import type { MenuItemId } from '../../src/theme';
import type { MenuEntry } from './menu';

export interface MenuLinksProps {
  entries: MenuEntry[];
  active: MenuItemId | null;
  onPick: (href: string) => void;
  orientation: 'horizontal' | 'vertical';
}

export function MenuLinks({ entries, active, onPick, orientation }: MenuLinksProps) {
  const { t } = useT();
  return (
    <ul className={`rl-menu rl-menu--${orientation}`} part="menu">
      {entries.map((entry, i) =>
        entry.kind === 'divider' ? (
          // Visual only: a list may hold list items alone, so the divider is hidden from assistive tech.
          // biome-ignore lint/suspicious/noArrayIndexKey: a divider has no id; the menu comes from the theme and is never reordered
          <li key={`d${i}`} className="rl-menu__divider" aria-hidden="true" />
        ) : (
          <li key={entry.id}>
            <a
              href={entry.href}
              className="rl-menu__link"
              part="menu-link"
              aria-current={entry.id === active ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                onPick(entry.href);
              }}
            >
              {t(entry.textKey as MessageKey)}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
