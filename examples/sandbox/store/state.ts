import type { CartAttribute, Customer, OrderState, ProductType, SearchType } from '../../../src/api/schemas';
import type { Product } from '../wire';

/**
 * Everything the sandbox remembers, as one JSON document on disk. Photos are NOT here: they are
 * derived from (event, index) by domain/photos.ts, so even the 10,000-photo event costs nothing.
 * Bump STATE_VERSION when the shape changes; an older file is then replaced by a fresh seed.
 */
export const STATE_VERSION = 1;

export interface State {
  version: number;
  seededAt: string;
  counters: { orderNumber: number; promoCodeId: number };
  events: EventRecord[];
  preorders: PreorderRecord[];
  carts: Record<string, CartRecord>;
  orders: Record<string, OrderRecord>;
  invoices: Record<string, InvoiceRecord>;
  payments: Record<string, PaymentRecord>;
  archives: Record<string, ArchiveRecord>;
  selfies: Record<string, SelfieRecord>;
  searchTokens: Record<string, SearchTokenRecord>;
  verifications: Record<string, VerificationRecord>;
  /**
   * Promo codes that completed an order: single use (PRODUCT.md §validation-promo-code). Key: the
   * code.
   */
  usedPromoCodes: Record<string, { orderId: string; usedOn: string }>;
  /** Gift codes issued by buying a Promocode product. Key: the code. */
  issuedGiftCodes: Record<string, { catalogId: number; orderId: string }>;
  mail: MailRecord[];
  requests: RequestRecord[];
  itsMe: ItsMeRecord[];
}

export interface ParticipantRecord {
  competitorId: number;
  number: string;
  firstName: string;
  surname: string;
  distance: string;
  personalCode?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  email?: string;
  /**
   * PRODUCT.md §errors-search 'Your photos are being processed': the personal search answers
   * processing.
   */
  photosProcessing?: boolean;
  /** Has a personal finish video. */
  personalVideo?: boolean;
}

export interface ReportRecord {
  albumId: number;
  title: string;
  photographer: string;
  /** Photos [firstIndex, firstIndex + photoCount) of the event belong to this report. */
  firstIndex: number;
  photoCount: number;
}

export interface EventVideoRecord {
  videoId: string;
  title: string;
  durationSec: number;
}

export interface EventRecord {
  eventId: number;
  externalEventId: string;
  name: string;
  date: string;
  location: string;
  currencyId: number;
  catalogId: number;
  /** The album of all the event's photos. */
  albumId: number;
  competitorsListId: number;
  searchType: SearchType;
  isProtected: boolean;
  faceSearch: boolean;
  faceSearchBirthDate?: boolean;
  bibSearchUnavailable?: boolean;
  distances: string[];
  /** Tenant theme the event's organizer uses (for the demo pages). */
  theme: string;
  photoCount: number;
  reports: ReportRecord[];
  participants: ParticipantRecord[];
  products: Product[];
  eventVideos: EventVideoRecord[];
}

export interface CartLineRecord {
  shoppingCartItemId: string;
  productId: number;
  catalogId: number;
  photoId?: number;
  videoId?: string;
  photoIds?: number[];
  startNumber?: string;
  addedOn: string;
}

export interface CartCodeRecord {
  promotionalCodeId: number;
  code: string;
  addedOn: string;
}

export interface CartRecord {
  shoppingCartId: string;
  state: 'Updated' | 'Processed' | 'Deleted';
  currencyId: number;
  customer: Customer | null;
  orderId: string | null;
  lines: CartLineRecord[];
  codes: CartCodeRecord[];
  attributes: CartAttribute[];
  createdOn: string;
  updatedOn: string;
}

export interface OrderItemRecord {
  orderItemId: string;
  productId: number;
  title: string;
  productType: ProductType;
  originalPrice: number;
  totalPrice: number;
  catalogId: number;
  photoId?: number;
  photoIds?: number[];
  videoId?: string;
  /** Set when a Promocode product is paid: the gift code it bought. */
  giftCode?: string;
}

export interface OrderRecord {
  orderId: string;
  number: string;
  cartId: string | null;
  catalogId: number;
  state: OrderState;
  email: string;
  company?: { name: string; vatNumber: string; address?: string } | null;
  currencyId: number;
  invoiceId: string;
  amount: number;
  totalAmount: number;
  promoCodes: string[];
  items: OrderItemRecord[];
  createdOn: string;
  completedOn?: string;
  canceledOn?: string;
  /** Secret part of download links, so finished files are not guessable. */
  downloadKey: string;
}

export interface InvoiceRecord {
  invoiceId: string;
  orderId: string;
}

export interface PaymentRecord {
  paymentId: string;
  invoiceId: string;
  paymentTypeId: number;
  state: 'Pending' | 'Paid' | 'Declined';
  returnUrl: string;
  idempotencyKey?: string;
  company?: { name: string; vatNumber: string; address?: string };
  createdOn: string;
  settledOn?: string;
}

export interface ArchiveRecord {
  id: string;
  orderId: string;
  createdOn: string;
  key: string;
}

export interface SelfieRecord {
  selfieId: string;
  albumId: number;
  eventId: number;
  width: number;
  height: number;
  birthDate?: string;
  createdOn: string;
}

export interface SearchTokenRecord {
  token: string;
  eventId: number;
  competitorId: number;
  issuedOn: string;
  expiresAt: number;
}

export interface VerificationRecord {
  code: string;
  eventId: number;
  email: string;
  createdOn: string;
  expiresAt: number;
  /** Set when the e-mail link was followed (GET /competitor/token). */
  verifiedOn?: string;
}

export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: Array<{ label: string; url: string }>;
  kind: 'verification' | 'order-paid';
  lang: string;
  sentOn: string;
}

export interface RequestRecord {
  requestId: string;
  kind: 'business' | 'organizers' | 'photographers';
  fields: Record<string, string>;
  receivedOn: string;
}

export interface ItsMeRecord {
  photoId: number;
  itIsMe: boolean;
  tag: { photoTagId?: string | number; name: string; value: string };
  on: string;
}

export interface PreorderRecord {
  preorderId: number;
  catalogId: number;
  state: OrderState;
  email: string;
  number: string;
  items: Array<{ title: string; productType: ProductType; price: number }>;
}
