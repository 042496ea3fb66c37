/** The hosted shop's shell: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-shop',
  component: 'ShopShell',
  title: 'Shop shell',
  summary: "The hosted shop's frame: app bar, menus, language picker, footer, cookie banner and notifications.",
  description:
    'The shop\'s shell: app bar (menu, back, logo, cart), menus and drawer, language picker, footer, cookie banner, notifications and the error snackbar, around its children. Its light-DOM children are shown in its main area (default slot); an element with `slot="cart"` (the hosted shop puts the cart drawer there, with `cart-url="/cart"`) is the app bar\'s cart button. It listens for `racelens:notify` and `racelens:sign-in` on `document`.',
  shopOnly: true,
  room: { minHeight: '100vh' },
  areas: ['shop'],
  attributes: {
    path: {
      type: 'string',
      default: '/',
      description:
        "The current route's path (default `/`), set by the shop page's router: highlights the menu, drives the back button and the sign-in check of `/my-account`.",
    },
  },
  events: {
    onFeedback: {
      when: "The visitor opened the feedback form from the footer or the drawer's bug-report item (both shown only with `feedbackUrl`).",
      detail: '{ path: string }',
    },
    onError: {
      when: "Single sign-on could not reach the identity provider (down, blocked by the page's policy, misconfigured) when the visitor asked to sign in: the account page says so in words and offers to try again or to search by e-mail. Sent once until the provider answers again.",
      detail: "{ step: 'sign-in', code: 'SignInUnavailable' }",
    },
    onNotificationConfirm: {
      when: "The visitor pressed a notification's confirm (an action: act on it, e.g. apply the offer; a link is followed as well). The card closes.",
      detail: '{ id: string | number }',
    },
  },
  parts: {
    snackbar: 'The error snackbar.',
    'app-bar': 'The app bar.',
    logo: 'The logo in the app bar.',
    menu: 'A menu (top bar or drawer).',
    'menu-link': 'One menu item.',
    'language-button': "The language picker's button.",
    'language-list': 'The language list.',
    footer: 'The footer.',
    'cookie-banner': 'The cookie banner.',
    notifications: 'The notifications area.',
  },
  lazyParts: ['sso', 'keycloak-js'],
});
