/**
 * The bib as it may go into a photo link (docs/PRODUCT.md §results-photos): read from the
 * organizer's page (a results row, an attribute), so anything that is not plainly a bib is refused
 * rather than passed on.
 */

/** A bib that may go into a link: a short word of letters, digits and dashes (anything else is not a bib). */
export function bibOf(text: string): string | null {
  const bib = text.trim();
  return bib.length > 0 && bib.length <= 16 && /^[\p{L}\p{N}-]+$/u.test(bib) ? bib : null;
}
