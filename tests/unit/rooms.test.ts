/**
 * Every widget the loader can load has a room it keeps while its code loads, so no widget
 * added later makes a pasted page jump; and the loader's rules style nothing but those widgets
 * before they are defined.
 */
import { describe, expect, it } from 'vitest';
import { roomRules } from '../../src/runtime/rooms';
import { rooms, widgets } from '../../widgets/registry';

describe('rooms', () => {
  it('has a room for every widget an organizer can paste', () => {
    const pasteable = Object.keys(widgets).filter((tag) => !tag.startsWith('racelens-demo-'));
    expect(pasteable.filter((tag) => !rooms[tag])).toEqual([]);
  });

  it('gives the loader one rule per widget, each only for the undefined element', () => {
    const rules = roomRules(rooms).match(/[^{}]+\{[^{}]*\}/g) ?? [];
    expect(rules).toHaveLength(Object.keys(rooms).length);
    for (const rule of rules) {
      const [, tag, declarations] = rule.match(/^:where\((racelens-[a-z-]+):not\(:defined\)\)\{(.*)\}$/) ?? [];
      expect(rooms[tag!], rule).toBeDefined();
      expect(declarations).toContain(`min-height:${rooms[tag!]!.minHeight}`);
    }
  });
});
