/**
 * What the results page's photo links say in the console when they cannot do their work
 * (docs/PRODUCT.md §results-photos): one warning per cause, naming the attribute to set, and
 * nothing changed on the page. In English, like the SDK's other console warnings.
 */
import { warnOnce as warn } from '../../warn-once';

/** `tag`: the element that says it (its own descriptor's tag). */
export type Cause = { tag: string } & (
  | { kind: 'for'; id: string | null }
  | { kind: 'bib-column'; id: string; given?: string }
  | { kind: 'name-column'; id: string; given: string }
  | { kind: 'row-without-bib'; id: string }
  | { kind: 'bib' | 'bib-event' | 'nowhere' }
);

const SHOP = 'put a photo search for the event on this page, or give the loader data-shop="https://your-shop…"';

function text(cause: Cause): string {
  switch (cause.kind) {
    case 'for':
      return cause.id
        ? `<${cause.tag} for="${cause.id}"> names no element on this page: set for to the id of your results table (or of the element its rows are in). No photo links were added.`
        : `<${cause.tag}> has no for attribute: set it to the id of your results table. No photo links were added.`;
    case 'bib-column':
      return cause.given
        ? `bib-column="${cause.given}" names no column of #${cause.id}: give the bib column's header text or its position from 1 (bib-column="2"). No photo links were added.`
        : `Could not tell which column of #${cause.id} holds the bib numbers: name it with bib-column (its header text, or its position from 1, e.g. bib-column="2"). No photo links were added.`;
    case 'name-column':
      return `name-column="${cause.given}" names no column of #${cause.id}: give the name column's header text or its position from 1. No photo links were added.`;
    case 'row-without-bib':
      return `Some rows of #${cause.id} have no bib number in the bib column: they get no photo link. If the bib is in another column, name it with bib-column.`;
    case 'bib':
      return `<${cause.tag}> needs a bib (bib="1234"): it shows nothing without one.`;
    case 'bib-event':
      return `<${cause.tag}> has no event: give it event-id, or put the results page's photo links or a photo search with event-id on the page.`;
    case 'nowhere':
      return `<${cause.tag}>: the photo links have nowhere to go: ${SHOP}.`;
  }
}

/** Says `cause` in the console unless it was said already. */
export function warnOnce(cause: Cause): void {
  warn(JSON.stringify(cause), text(cause));
}
