/**
 * Every widget the loader can load has a room it keeps while its code loads, so no widget
 * added later makes a pasted page jump; and the loader's rules style nothing but those widgets:
 * their room before they are defined, and the line alignment of one that sits in a line.
 */
import { describe, expect, it } from 'vitest';
import { roomRules } from '../../src/embed/rooms';
import { rooms, widgets } from '../../widgets/registry';

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
});
