/**
 * The shop's top menu (PRODUCT.md §shell-menu): which items a theme and a visitor see, with the
 * dividers around "my account", and which one is highlighted. Only the shell shows it, so it lives
 * with the shell rather than in the runtime every widget loads.
 */
import type { MenuItemId } from '../../theme';

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
  { kind: 'link', id: 'participants', href: '/', textKey: 'shell.menuParticipants' },
  { kind: 'link', id: 'photographers', href: '/for-photographers', textKey: 'shell.menuPhotographers' },
  { kind: 'link', id: 'organizers', href: '/for-organizers', textKey: 'shell.menuOrganizers' },
  { kind: 'link', id: 'business', href: '/for-business', textKey: 'shell.menuBusiness' },
  { kind: 'link', id: 'contacts', href: '/contacts', textKey: 'shell.menuContacts' },
  { kind: 'link', id: 'my-account', href: '/my-account', textKey: 'shell.menuMyAccount' },
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
  return entries.filter(
    (entry, i) =>
      entry.kind === 'link' || (i > 0 && i < entries.length - 1 && entries[i - 1]?.kind !== 'divider'),
  );
}

/** The item matching the path is highlighted, otherwise the first (PRODUCT.md §shell-menu). */
export function activeMenuItem(entries: readonly MenuEntry[], path: string): MenuItemId | null {
  const links = entries.filter((entry): entry is MenuLink => entry.kind === 'link');
  const clean = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
  const match = links.find((link) => (link.href === '/' ? clean === '/' : clean === link.href || clean.startsWith(link.href + '/')));
  return (match ?? links[0])?.id ?? null;
}
