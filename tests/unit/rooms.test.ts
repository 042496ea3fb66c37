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
    expect(rules).toHaveLength(Object.keys(rooms).length + inLine.length);
    for (const rule of rules) {
      const [, tag, undefinedOnly, declarations] = rule.match(/^:where\((racelens-[a-z-]+)(:not\(:defined\))?\)\{(.*)\}$/) ?? [];
      expect(rooms[tag!], rule).toBeDefined();
      // The alignment holds once the widget runs too: the same either side of its start.
      if (undefinedOnly) expect(declarations).toContain(`min-height:${rooms[tag!]!.minHeight}`);
      else expect([rooms[tag!]!.display, declarations]).toEqual(['inline-block', 'vertical-align:middle']);
    }
  });
});
