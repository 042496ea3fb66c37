/**
 * The shop's top menu (PRODUCT.md §shell-menu): which items a theme and a visitor see, with the
 * dividers around "my account", and which one is highlighted. Only the shell shows it, so it lives
 * with the shell rather than in the runtime every widget loads.
 */

import { CONTACTS, FOR_BUSINESS, FOR_ORGANIZERS, FOR_PHOTOGRAPHERS, HOME, MY_ACCOUNT, shopPath } from '../../src/links/shop-paths';
import type { MenuItemId } from '../../src/theme';

export interface MenuLink {
  kind: 'link';
  id: MenuItemId;
  href: string;
  /** Message key of the item's text. */
  textKey: string;
}
export type MenuEntry = MenuLink | { kind: 'divider' };

export const MENU_ITEMS: readonly MenuLink[] = [
  // 'participants' is the home item: the US variant's "home" (PRODUCT.md §overview-us).
  { kind: 'link', id: 'participants', href: shopPath(HOME), textKey: 'shell.menuParticipants' },
  { kind: 'link', id: 'photographers', href: shopPath(FOR_PHOTOGRAPHERS), textKey: 'shell.menuPhotographers' },
  { kind: 'link', id: 'organizers', href: shopPath(FOR_ORGANIZERS), textKey: 'shell.menuOrganizers' },
  { kind: 'link', id: 'business', href: shopPath(FOR_BUSINESS), textKey: 'shell.menuBusiness' },
  { kind: 'link', id: 'contacts', href: shopPath(CONTACTS), textKey: 'shell.menuContacts' },
  { kind: 'link', id: 'my-account', href: shopPath(MY_ACCOUNT), textKey: 'shell.menuMyAccount' },
];

/**
 * The menu for a theme's allowed list (null = all) and the visitor: "my account" only when
 * signed in, set off by dividers; a leading or trailing divider (or a repeated one) is dropped.
 */
export function menuEntries(allowed: readonly MenuItemId[] | null, { signedIn }: { signedIn: boolean }): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const item of MENU_ITEMS) {
    if (allowed && !allowed.includes(item.id)) continue;
    if (item.id === 'my-account') {
      if (!signedIn) continue;
      entries.push({ kind: 'divider' }, item, { kind: 'divider' });
    } else entries.push(item);
  }
  return entries.filter((entry, i) => entry.kind === 'link' || (i > 0 && i < entries.length - 1 && entries[i - 1]?.kind !== 'divider'));
}

/** The item matching the path is highlighted, otherwise the first (PRODUCT.md §shell-menu). */
export function activeMenuItem(entries: readonly MenuEntry[], path: string): MenuItemId | null {
  const links = entries.filter((entry): entry is MenuLink => entry.kind === 'link');
  const clean = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
  const match = links.find((link) => (link.href === '/' ? clean === '/' : clean === link.href || clean.startsWith(`${link.href}/`)));
  return (match ?? links[0])?.id ?? null;
}
