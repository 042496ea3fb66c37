/**
 * The code an organizer pastes in the page's `<head>` (ARCHITECTURE.md §embedding): the widgets'
 * rooms as a few lines of inline CSS, then the loader with `async`. The rooms are there from the
 * first frame in every engine, and the first paint never waits for the CDN; the loader adopts the
 * same rules (src/embed/rooms.ts), the fallback where a Content-Security-Policy refuses the
 * inline style. The README, the embed builder and the WordPress plugin all give this form.
 * Kept free of anything but the room rules: node scripts and tests read it.
 */
import type { Room } from '../runtime/descriptor';
import { roomRuleList } from './rooms';

export interface LoaderSnippet {
  /** The loader's address. */
  loader: string;
  /** The loader tag's `data-*` attributes by name without `data-` (`tenant`, `api`, …); empty values are left out. */
  data: Readonly<Record<string, string | undefined>>;
  /** The rooms to reserve, by tag (`embedRooms` of the generated widgets/embed-widgets.ts, passed in). */
  rooms: Readonly<Record<string, Room>>;
}

/** An attribute value as HTML text: what an organizer typed cannot close the attribute or the tag. */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text inside the snippet's `<style>` element, exactly: a CSP hash is taken of it. */
export const roomStyle = (rooms: Readonly<Record<string, Room>>): string => `\n  ${roomRuleList(rooms).join('\n  ')}\n`;

/** The rooms' `<style>` element, as pasted: the snippet's first part (the example pages get it from their server). */
export const roomsStyleElement = (rooms: Readonly<Record<string, Room>>): string => `<style>${roomStyle(rooms)}</style>`;

/** The `<style>` of the rooms and the `async` loader tag, one after the other. */
export function loaderSnippet({ loader, data, rooms }: LoaderSnippet): string {
  const attributes = Object.entries(data)
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([name, value]) => `data-${name}="${escapeAttribute(value)}"`);
  const tag = `<script src="${escapeAttribute(loader)}" async${attributes.length ? `\n        ${attributes.join(' ')}` : ''}></script>`;
  return `${roomsStyleElement(rooms)}\n${tag}`;
}
