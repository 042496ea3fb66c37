/**
 * Notifications (PRODUCT.md §shell-notifications, PRODUCT.md §entities-notification): offers shown
 * as cards, at most 2 at once (1 on mobile), hidden for a moment on route change.
 */
import { signal } from '@preact/signals-core';
import type { MessageKey } from '../validation/message-key';
import { feature } from './base/feature';

export interface AppNotification {
  id: string | number;
  title: string;
  text: string;
  img?: string;
  discountText?: string;
  /** Empty: the translation of DEFAULT_DECLINE_KEY. */
  declineText?: string;
  confirmText?: string;
  /**
   * What confirm does: 'action' (the default) tells the page (`racelens:notification-confirm`
   * with the id) and closes the card; 'link' leads to `confirmUrl`.
   */
  confirmType?: 'action' | 'link';
  /** Where a 'link' confirm leads: a shop path (`/event/42`) or an http(s) address. */
  confirmUrl?: string;
  /** An image (http(s), root-relative or data:image URL) shown in the confirm button. */
  confirmIcon?: string;
  /** The icon after the confirm text instead of before it. */
  confirmIconRight?: boolean;
  /** No decline and confirm buttons: the card only closes. */
  hideActions?: boolean;
}

/**
 * PRODUCT.md §shell-notifications gives the default action texts in Russian ('Не интересно',
 * 'Подробнее'); they are translated keys here so every UI language gets them in its own words.
 */
export const DEFAULT_DECLINE_KEY: MessageKey = 'notification.decline';
export const DEFAULT_CONFIRM_KEY: MessageKey = 'notification.confirm';

export const MAX_NOTIFICATIONS = { desktop: 2, mobile: 1 } as const;
export const ROUTE_CHANGE_HIDE_MS = 100;

/** The notifications on screen: the oldest ones, up to the limit. */
export const visibleNotifications = (list: readonly AppNotification[], mobile: boolean): AppNotification[] =>
  list.slice(0, mobile ? MAX_NOTIFICATIONS.mobile : MAX_NOTIFICATIONS.desktop);

export function createNotificationsStore() {
  const list = signal<AppNotification[]>([]);
  const hidden = signal(false);
  let timer: ReturnType<typeof setTimeout> | undefined;

  return {
    list,
    hidden,
    show(notification: AppNotification) {
      if (list.value.some((n) => n.id === notification.id)) return;
      list.value = [...list.value, notification];
    },
    close(id: AppNotification['id']) {
      list.value = list.value.filter((n) => n.id !== id);
    },
    /** PRODUCT.md §shell-notifications: hidden for 100 ms on route change. */
    hideBriefly(ms = ROUTE_CHANGE_HIDE_MS) {
      hidden.value = true;
      clearTimeout(timer);
      timer = setTimeout(() => (hidden.value = false), ms);
    },
  };
}

/** The page's notifications: a feature of the shop's shell, which alone shows them (ARCHITECTURE.md §budgets). */
export const notificationsOf = feature(() => createNotificationsStore());
