/**
 * Every widget the loader can load has a room it keeps while its code loads, so no widget
 * added later makes a pasted page jump; and the loader's rules style nothing but those widgets:
 * their room before they are defined, and the line alignment of one that sits in a line.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roomRules, roomsStylesheet } from '../../src/embed/rooms';
import { distDir } from '../../widgets/build/dist-dir';
import { rooms, widgets } from '../../widgets/registry';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string; exports: Record<string, unknown> };

describe('rooms', () => {
  it('has a room for every widget an organizer can paste', () => {
    const pasteable = Object.keys(widgets).filter((tag) => !tag.startsWith('racelens-demo-'));
    expect(pasteable.filter((tag) => !rooms[tag])).toEqual([]);
  });

  it('gives the loader one rule per widget for the undefined element, and a widget in a line its alignment', () => {
    const rules = roomRules(rooms).match(/[^{}]+\{[^{}]*\}/g) ?? [];
    const inLine = Object.values(rooms).filter((room) => room.display === 'inline-block');
    expect(inLine.length).toBeGreaterThan(0);
    // Every widget but the results page's photo links, which keep no room.
    expect(rules).toHaveLength(Object.values(rooms).filter((room) => room.minHeight !== '0px').length);
    for (const rule of rules) {
      const [, tag, declarations] = rule.match(/^:where\((racelens-[a-z-]+):not\(:defined\)\)\{(.*)\}$/) ?? [];
      expect(rooms[tag!], rule).toBeDefined();
      expect(declarations).toContain(`min-height:${rooms[tag!]!.minHeight}`);
      // A widget in a line keeps this alignment once it runs (its :host): the same either side of its start.
      expect(declarations!.includes('vertical-align:middle'), rule).toBe(rooms[tag!]!.display === 'inline-block');
    }
  });

  it('ships them as racelens/rooms.css: one rule per organizer widget with a room, its height in it, before any script runs', () => {
    const organizer = Object.entries(widgets).filter(([, { shopOnly }]) => !shopOnly);
    const withRoom = organizer.filter(([, { room }]) => room.minHeight !== '0px');
    // Built by the CDN build (npm run build), as the package ships it.
    const css = readFileSync(resolve(distDir('cdn'), 'rooms.css'), 'utf8');
    expect(css).toBe(roomsStylesheet(Object.fromEntries(organizer.map(([tag, { room }]) => [tag, room])), pkg.version));
    const rules = css.split('\n').filter((line) => line.startsWith(':where('));
    expect(rules.map((rule) => rule.match(/^:where\((racelens-[a-z-]+):not\(:defined\)\)/)?.[1])).toEqual(withRoom.map(([tag]) => tag));
    for (const [tag, { room }] of withRoom) expect(rules.find((rule) => rule.includes(`(${tag}:`))).toContain(`min-height:${room.minHeight}`);
    expect(css).not.toContain('racelens-shop');
  });

  it('lists racelens/rooms.css among the package’s exports and shipped files', () => {
    expect(pkg.exports['./rooms.css']).toBe('./dist/cdn/rooms.css');
    expect(readFileSync(resolve(root, 'tests/package/files.txt'), 'utf8').split('\n')).toContain('dist/cdn/rooms.css');
  });
});
