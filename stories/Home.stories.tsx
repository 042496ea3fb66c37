/**
 * <racelens-home> (the shop's `/`) in each state, as the custom element with the platform
 * answered by the story: events loading, no events, recent and upcoming events with the
 * visitor's recent searches, a failed load, and the event search (searching, results with
 * "show more", nothing found, a failed search).
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent } from 'storybook/test';
import '../widgets/home/element';
import { RECENT_SEARCHES_KEY, type RecentSearch } from '../src/store/recent-searches';
import { TENANT_LAYERS } from '../src/theme';
import { cssVar, find, gone, inside, widget } from './support/dom';
import { events, marathons, RECENT } from './support/events';
import { fail, type Handler, pending, setupStory } from './support/platform';
import { text } from './support/texts';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-home': Record<string, never>;
    }
  }
}

const recentSearches: RecentSearch[] = [
  { eventId: 101, eventName: 'Riga City Run 2026', number: '1234', when: '2026-05-18T09:00:00Z' },
  { eventId: 102, eventName: 'Tatra Trail Cup 2026', number: '77', when: '2026-05-12T19:30:00Z' },
];

interface Args {
  lang: string;
  tenant: string;
  withRecentSearches: boolean;
  routes: Record<string, Handler>;
}

const meta: Meta<Args> = {
  title: 'Widgets/Home',
  args: { lang: 'en', tenant: '', withRecentSearches: false, routes: events() },
  argTypes: {
    lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] },
    tenant: { control: 'select', options: ['', 'MySport', 'running-series', 'trail-cup'] },
    routes: { table: { disable: true } },
  },
  render: ({ lang, tenant, withRecentSearches, routes }) => {
    setupStory({ lang, ...(tenant ? { tenant } : {}), routes, shopUrl: 'https://shop.example' });
    // The photo-search widget keeps recent searches in localStorage; each story sets its own.
    if (withRecentSearches) localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recentSearches));
    else localStorage.removeItem(RECENT_SEARCHES_KEY);
    return <racelens-home />;
  },
};
export default meta;
type Story = StoryObj<Args>;

const home = (canvas: HTMLElement) => widget(canvas, 'racelens-home');

/** Types `query` into the event search and submits it. */
async function searchEvents(canvas: HTMLElement, query: string) {
  const root = await home(canvas);
  const box = await inside(root).findByRole('searchbox', { name: 'Find an event' });
  await userEvent.type(box, query);
  await userEvent.click(inside(root).getByRole('button', { name: 'Search' }));
  return root;
}

// ---------- the home lists ----------
export const Loading: Story = {
  args: { routes: { 'GET photo-service /events': pending } },
  play: async ({ canvasElement }) => {
    const root = await home(canvasElement);
    await find(root, '.rl-home[aria-busy="true"]');
    await expect(inside(root).queryByRole('heading', { name: 'Recent events' })).toBeNull();
  },
};
export const NoEvents: Story = {
  args: { routes: events({ recent: [], upcoming: [] }) },
  play: async ({ canvasElement }) => {
    const root = await home(canvasElement);
    await find(root, '.rl-home[aria-busy="false"]');
    // Nothing to list: the search is all there is, and no empty section is left behind.
    await expect(inside(root).getByRole('searchbox', { name: 'Find an event' })).toBeVisible();
    await expect(root.querySelectorAll('.rl-home__section')).toHaveLength(0);
  },
};
export const Events: Story = {
  args: { withRecentSearches: true },
  play: async ({ canvasElement }) => {
    const root = await home(canvasElement);
    const q = inside(root);
    await expect(await q.findByRole('heading', { name: 'Recent events' })).toBeVisible();
    await expect(await q.findByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await expect(q.getByRole('heading', { name: 'Recent searches' })).toBeVisible();
    await expect(q.getByRole('link', { name: 'Riga City Run 2026 · 1234' })).toHaveAttribute('href', 'https://shop.example/search/101/1234');
    await expect(q.getByRole('link', { name: 'Vienna Night Run 2026' })).toHaveAttribute('href', 'https://shop.example/event/201');
    // Past events offer the search of one's photos; upcoming ones have nothing to search yet.
    await expect(q.getAllByRole('link', { name: /^Find my photos/ })).toHaveLength(RECENT.length);
  },
};
export const EventsInGreek: Story = {
  args: { lang: 'el', withRecentSearches: true },
  play: async ({ canvasElement }) => {
    const q = inside(await home(canvasElement));
    await expect(await q.findByRole('heading', { name: text('el', 'home.recentEvents') })).toBeVisible();
    await expect(await q.findByRole('heading', { name: text('el', 'home.upcomingEvents') })).toBeVisible();
    await expect(await q.findByRole('heading', { name: text('el', 'home.recentSearches') })).toBeVisible();
    await expect(q.getByRole('link', { name: 'Riga City Run 2026 · 1234' })).toHaveAttribute('href', 'https://shop.example/search/101/1234');
  },
};
export const EventsTrailCup: Story = {
  args: { tenant: 'trail-cup', lang: 'cs' },
  play: async ({ canvasElement }) => {
    const root = await home(canvasElement);
    await expect(await inside(root).findByRole('heading', { name: text('cs', 'home.recentEvents') })).toBeVisible();
    // In the tenant's colours.
    await expect(cssVar(root.host, '--racelens-color-primary')).toBe(TENANT_LAYERS['trail-cup']!.tokens!.primary);
  },
};
export const LoadError: Story = {
  args: { routes: { 'GET photo-service /events': () => fail(503, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    const root = await home(canvasElement);
    await expect(await inside(root).findByRole('alert')).toHaveTextContent('An error occurred, try later');
  },
};

// ---------- the event search ----------
export const Searching: Story = {
  args: { routes: events({ search: pending }) },
  play: async ({ canvasElement }) => {
    const root = await searchEvents(canvasElement, 'Marathon');
    await expect(await find(root, 'button[type="submit"][aria-busy="true"]')).toBeVisible();
  },
};
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const root = await searchEvents(canvasElement, 'Marathon');
    const q = inside(root);
    await expect(await q.findByRole('link', { name: 'City Marathon 1' })).toBeVisible();
    // The search replaces the home lists; 12 of 20 are shown, with "Show more" for the rest.
    await expect(q.queryByRole('heading', { name: 'Recent events' })).toBeNull();
    await expect(root.querySelectorAll('.rl-event')).toHaveLength(12);
    await expect(q.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};
export const SearchShowMore: Story = {
  play: async ({ canvasElement }) => {
    const root = await searchEvents(canvasElement, 'Marathon');
    await userEvent.click(await inside(root).findByRole('button', { name: 'Show more' }));
    await expect(await inside(root).findByRole('link', { name: 'City Marathon 20' })).toBeVisible();
    await expect(root.querySelectorAll('.rl-event')).toHaveLength(20);
    await gone(root, 'button', 'Show more');
  },
};
export const SearchNothingFound: Story = {
  args: { routes: events({ search: marathons(0) }) },
  play: async ({ canvasElement }) => {
    const root = await searchEvents(canvasElement, 'zzzz-no-such-event');
    await expect(await inside(root).findByText('No events found')).toBeVisible();
  },
};
export const SearchError: Story = {
  args: { routes: events({ search: () => fail(500, 'SandboxFault') }) },
  play: async ({ canvasElement }) => {
    const root = await searchEvents(canvasElement, 'Marathon');
    await expect(await inside(root).findByRole('alert')).toHaveTextContent('An error occurred, try later');
  },
};
