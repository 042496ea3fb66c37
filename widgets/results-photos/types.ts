/**
 * The public contract of the results page's photo links: its props, shipped as types to hosts
 * (racelens/react and the tag typings; its tag and docs are in ./descriptor.ts). Type-only and
 * free of imports.
 */
export interface ResultsPhotosProps {
  eventId?: number;
  /** The id of the results table, or of the element its rows are in. */
  for?: string;
  /** The bib's column: its header text or its position from 1. */
  bibColumn?: string;
  /** The name's column: its header text or its position from 1. */
  nameColumn?: string;
}
