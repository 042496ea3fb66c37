import type { Preview } from '@storybook/preact-vite';
import { Fragment, h, render } from 'preact';
import { FORCE_REMOUNT } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { LANGUAGE_OPTIONS } from '../src/i18n/languages';
import { DEFAULT_THEME, TENANT_LAYERS } from '../src/theme';
import { chooseFromToolbar } from '../stories/support/platform';

/**
 * Toolbar globals `lang` and `tenant`. The rule: the first entry of each menu ("story's own",
 * the empty value) leaves every story as written, with the language and tenant its args or
 * setup give; any other entry replaces the story's own for every story until switched back.
 * So `ResultsGerman` is German by default and Czech when the toolbar says Čeština.
 *
 * The choice reaches the page configuration through setupStory (stories/support/platform.ts),
 * which applies it like a host page's `data-lang` / `data-tenant`: the widgets' own rules still
 * hold, e.g. a tenant that offers only some languages falls back to one of them. Play functions
 * are written for the story's own language: under another one the widget shows the state they
 * reach where their steps allow, but their checks of English texts report failures in the
 * Interactions panel. `npm run test:stories` runs them with "story's own", and
 * stories/Toolbar.stories.tsx checks the globals themselves.
 */
const STORYS_OWN = '';

const tenants = Object.keys(TENANT_LAYERS).map((name) => ({
  value: name,
  title: name === DEFAULT_THEME ? `${name} (default brand)` : name,
}));

/** The story last rendered and the toolbar choice it rendered with. */
let last: { id: string; choice: string } | null = null;

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
  },
  globalTypes: {
    lang: {
      description: 'Language of the widgets',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [{ value: STORYS_OWN, title: "Story's own language" }, ...LANGUAGE_OPTIONS.map(({ id, text }) => ({ value: id, title: text, right: id }))],
        dynamicTitle: true,
      },
    },
    tenant: {
      description: 'Tenant theme',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        items: [{ value: STORYS_OWN, title: "Story's own tenant" }, ...tenants],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: STORYS_OWN, tenant: STORYS_OWN },
  // A loader, so the choice is in place before any story's own loaders and render set the page up.
  loaders: [
    ({ globals }) => {
      chooseFromToolbar({ lang: globals.lang as string | undefined, tenant: globals.tenant as string | undefined });
      return {};
    },
  ],
  // The Preact renderer leaves a story mounted when the next one renders (the vitest runs): unmount
  // it then, so that its widgets' document listeners and timers do not act in the next story.
  beforeEach:
    ({ canvasElement }) =>
    () =>
      render(null, canvasElement),
  decorators: [
    (Story, { id, globals }) => {
      const choice = `${String(globals.lang ?? '')}|${String(globals.tenant ?? '')}`;
      // The widgets read the page configuration when they mount: a new choice mounts them afresh
      // (the key), and the story is remounted so that its play function reaches its state again.
      if (last?.id === id && last.choice !== choice) {
        const channel = addons.getChannel();
        setTimeout(() => channel.emit(FORCE_REMOUNT, { storyId: id }), 0);
      }
      last = { id, choice };
      return h(Fragment, { key: choice }, h(Story, null));
    },
  ],
};

export default preview;
