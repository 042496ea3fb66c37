/**
 * What an organizer picks in the embed builder, and how it becomes an EmbedChoice for the code:
 * the widgets are the descriptors' (widgets/embed-widgets.ts, generated), each attribute an input by
 * its type, so a new attribute appears without editing the builder.
 */
import type { EmbedAttribute } from '../../../src/embed/embed-widget';
import { embedWidgets } from '../../embed-widgets';
import type { AttributeValue, EmbedChoice } from './code';

export interface BuilderState {
  eventId: string;
  /** Tags picked, in the descriptors' order. */
  picked: readonly string[];
  /** Attribute values by tag, then property name. */
  attributes: Readonly<Record<string, Readonly<Record<string, AttributeValue>>>>;
  tenant: string;
  primary: string;
  font: string;
  lang: string;
  currency: string;
  shop: string;
  /** "Make a finisher card" on paid photos (PRODUCT.md §routes-order-card): on unless switched off. */
  finisherCard: boolean;
}

/** Attributes the builder sets itself (the event) or that belong to the host page's outline. */
const OWN = new Set(['eventId', 'headingLevel']);

/** The attributes an organizer sets per widget. */
export const settable = (attributes: readonly EmbedAttribute[]) => attributes.filter((a) => !OWN.has(a.name));

export const startState = (shop: string): BuilderState => ({
  eventId: '',
  picked: embedWidgets.filter((w) => /photo-search|event-gallery|cart-drawer/.test(w.tag)).map((w) => w.tag),
  attributes: {},
  tenant: '',
  primary: '',
  font: '',
  lang: 'en',
  currency: '',
  shop,
  finisherCard: true,
});

export function toChoice(state: BuilderState, loader: string, api: string): EmbedChoice {
  const eventId = state.eventId.trim();
  return {
    loader,
    data: {
      tenant: state.tenant,
      api,
      lang: state.lang,
      currency: state.currency.trim(),
      shop: state.shop.trim(),
      // Only the change from the default is written: the loader's `data-finisher-card="off"`.
      'finisher-card': state.finisherCard ? '' : 'off',
    },
    widgets: embedWidgets
      .filter((w) => state.picked.includes(w.tag))
      .map((w) => ({
        tag: w.tag,
        attributes: {
          ...(w.attributes.some((a) => a.name === 'eventId') && eventId ? { eventId } : {}),
          ...state.attributes[w.tag],
        },
      })),
    theme: { '--racelens-color-primary': state.primary, '--racelens-font-family': state.font.trim() },
  };
}
