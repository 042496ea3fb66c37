/**
 * The public contract of the bib photos link: its props, shipped as types to hosts (racelens/react
 * and the tag typings; its tag and docs are in ./descriptor.ts). Type-only and free of imports.
 */
export interface BibPhotosProps {
  /** The bib number. */
  bib?: string;
  /** The event id; the page's results-photos or photo search's by default. */
  eventId?: number;
  /** The participant's name, for the link's accessible name. */
  name?: string;
  /** The surname to fill in where the event searches by surname. */
  surname?: string;
}
