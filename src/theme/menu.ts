/**
 * The ids of the shop's top menu items (PRODUCT.md §shell-menu), which a theme's settings may list.
 * The items themselves are the shell's (widgets/shop-shell/menu.ts).
 */
export const MENU_ITEM_IDS = ['participants', 'photographers', 'organizers', 'business', 'contacts', 'my-account'] as const;
export type MenuItemId = (typeof MENU_ITEM_IDS)[number];

export const isMenuItemId = (value: unknown): value is MenuItemId => typeof value === 'string' && (MENU_ITEM_IDS as readonly string[]).includes(value);
