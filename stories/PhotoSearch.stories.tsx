/**
 * <racelens-photo-search> in every state: the real element, store and API client; only
 * the platform's answers are the story's (stories/support/platform.ts). States that follow a
 * visitor's action (a submit, a picked photo, the camera) are reached by the story's `play`.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../widgets/photo-search/element';
import { getPage } from '../src/runtime/page';
import { inside } from './support/dom';
import { fail, type Handler, json, pending, setupStory } from './support/platform';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-photo-search': { 'event-id'?: number; number?: string; view?: string; mode?: string };
    }
  }
}

const event = (eventId: number, extra: Record<string, unknown> = {}) => ({
  eventId,
  externalEventId: `ext-${eventId}`,
  name: 'Riga City Run 2026',
  date: '2026-05-17T08:00:00Z',
  currencyId: 978,
  catalogId: eventId + 1000,
  albumId: eventId * 100,
  competitorsListId: eventId + 2000,
  searchType: 'surname',
  isProtected: false,
  faceSearch: true,
  distances: ['10K'],
  photoCount: 240,
  videoCount: 3,
  reports: [],
  ...extra,
});
/** A placeholder photo as an inline SVG, so the story needs no image server. */
const thumb = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="hsl(${(n * 47) % 360} 45% 55%)"/><text x="150" y="110" font-size="40" text-anchor="middle" fill="#fff">${n}</text></svg>`)}`;
/** One page (offset, count of the request) of `total` photos. */
const photos = (total: number, url?: URL) => {
  const offset = Number(url?.searchParams.get('offset') ?? 0);
  const count = Math.min(Number(url?.searchParams.get('count') ?? 100), Math.max(0, total - offset));
  const items = Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return { photoId: 10100000 + n - 1, albumId: 10100, url: thumb(n), thumbnailUrl: thumb(n), width: 300, height: 200 };
  });
  return { items, total, count };
};
const competitor = { competitorId: '7', competitorsListId: '2101', number: '1234', name: 'Laura Bērziņa', distance: '10K' };
const token = { token: 'story-token', expiresIn: 1800, competitor };

interface Setup {
  lang?: string;
  tenant?: string;
  routes?: Record<string, Handler>;
  /** The page already holds a search token for bib 1234 of event 101 (a shared link). */
  withToken?: boolean;
  /** The page address carries these query parameters (the e-mail link's landing). */
  query?: string;
  /** Replaces the camera API. */
  camera?: 'NotFoundError' | 'NotAllowedError';
}

function setup({ lang = 'en', tenant, routes = {}, withToken, query, camera }: Setup) {
  setupStory({
    lang,
    ...(tenant ? { tenant } : {}),
    routes: {
      'GET photo-service /events/101': () => json(event(101)),
      'GET photo-service /events/102': () => json(event(102, { name: 'Tatra Trail Cup 2026', searchType: 'personalCode', faceSearchBirthDate: true })),
      'GET photo-service /events/103': () =>
        json(event(103, { name: 'Hudson River Half Marathon 2026', searchType: 'birthDate', faceSearch: false, currencyId: 840 })),
      'GET photo-service /events/104': () =>
        json(event(104, { name: 'Corporate Relay Vienna 2026', searchType: 'email', isProtected: true, faceSearch: false })),
      'GET photo-service /events/107': () => json(event(107, { name: 'Lakeside Sprint 2026', bibSearchUnavailable: true })),
      'POST competitor-service /competitors/101/token': () => json(token),
      'GET photo-service /photos': ({ url }) => json(photos(12, url)),
      'POST photo-service /photos/10100000/itsme': () => json(null, 204),
      ...routes,
    },
  });
  if (withToken) getPage().store.session.setSearchToken('101', { token: 'story-token', expired: false, competitor });
  // Only the landing stories carry a confirmation link in the address; no other story may keep it.
  const params = new URLSearchParams(location.search);
  params.delete('token');
  params.delete('eventId');
  for (const [key, value] of new URLSearchParams(query ?? '')) params.set(key, value);
  history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
  if (camera && navigator.mediaDevices) navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('story', camera));
}

/** The widget's shadow root, once it has rendered `selector`. */
async function shadow(canvas: HTMLElement, selector = 'form, section, [role=alert]'): Promise<ShadowRoot> {
  let root: ShadowRoot | null = null;
  await waitFor(
    () => {
      root = canvas.querySelector('racelens-photo-search')?.shadowRoot ?? null;
      if (!root?.querySelector(selector)) throw new Error('not rendered yet');
    },
    { timeout: 5000 },
  );
  return root!;
}
const byText = (root: ShadowRoot, selector: string, text: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent?.trim() === text)!;
const input = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function submitBib(canvas: HTMLElement, number = '1234', surname = 'Berzina') {
  const root = await shadow(canvas, 'input[name="number"]');
  if (number) await userEvent.type(input(root, 'number'), number);
  if (surname) await userEvent.type(input(root, 'surname'), surname);
  await userEvent.click(root.querySelector<HTMLButtonElement>('button[type="submit"]')!);
}

async function openFace(canvas: HTMLElement) {
  const root = await shadow(canvas, '[role=tab]');
  await userEvent.click([...root.querySelectorAll<HTMLElement>('[role=tab]')][1]!);
  await waitFor(() => {
    if (!root.querySelector('input[type=checkbox]')) throw new Error('face panel loading');
  });
  await userEvent.click(root.querySelector<HTMLInputElement>('input[type=checkbox]')!);
  return root;
}

/** Picks a generated photo in the face panel and starts the search. */
async function searchFace(canvas: HTMLElement, bytes?: number) {
  const root = await openFace(canvas);
  const canvasEl = new OffscreenCanvas(480, 640);
  const g = canvasEl.getContext('2d')!;
  g.fillStyle = '#c96';
  g.fillRect(0, 0, 480, 640);
  let blob: Blob = await canvasEl.convertToBlob({ type: 'image/jpeg' });
  if (bytes) blob = new Blob([blob, new Uint8Array(bytes)], { type: 'image/jpeg' });
  const file = new File([blob], 'selfie.jpg', { type: 'image/jpeg' });
  const transfer = new DataTransfer();
  transfer.items.add(file);
  const picker = root.querySelector<HTMLInputElement>('input[type=file]')!;
  picker.files = transfer.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
  if (bytes) return;
  // The device's face check comes first (docs/ARCHITECTURE.md §face-check): this plain photo may
  // be answered "no face", and then the participant sends it anyway; where the detector cannot
  // run, the photo is shown at once. Either takes up to the check's 3 s limit.
  await waitFor(
    () => {
      if (!root.querySelector('img') && ![...root.querySelectorAll('button')].some((b) => b.textContent === 'Use this photo anyway'))
        throw new Error('preparing');
    },
    { timeout: 10_000 },
  );
  if (!root.querySelector('img')) await userEvent.click(byText(root, 'button', 'Use this photo anyway'));
  await waitFor(() => {
    if (!root.querySelector('img')) throw new Error('preparing');
  });
  await userEvent.click(byText(root, 'button', 'Find my photos'));
}

interface Args extends Setup {
  eventId?: number;
  number?: string;
  view?: string;
  mode?: string;
}

const meta: Meta<Args> = {
  title: 'Widgets/Photo search',
  args: { eventId: 101 },
  loaders: [async ({ args }) => setup(args)],
  render: ({ eventId, number, view, mode }) => (
    <racelens-photo-search
      {...(eventId != null ? { 'event-id': eventId } : {})}
      {...(number ? { number } : {})}
      {...(view ? { view } : {})}
      {...(mode ? { mode } : {})}
    />
  ),
};
export default meta;
type Story = StoryObj<Args>;

/** Checks that each text is on show in the widget (after the story's steps). */
async function shows(canvas: HTMLElement, ...texts: Array<string | RegExp>) {
  const q = inside(await shadow(canvas));
  for (const text of texts) await expect(await q.findByText(text)).toBeVisible();
}
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;
/** A play function: the visitor's `steps`, then `texts` must be on show. */
const expectAfter =
  (steps: (canvas: HTMLElement) => Promise<unknown>, ...texts: Array<string | RegExp>): Play =>
  async ({ canvasElement }) => {
    await steps(canvasElement);
    await shows(canvasElement, ...texts);
  };
const nothing = async () => undefined;

// ---------- bib number ----------
export const BibSurname: Story = { play: expectAfter(nothing, 'Surname') };
export const BibPersonalCode: Story = { args: { eventId: 102, tenant: 'trail-cup' }, play: expectAfter(nothing, 'Personal code') };
export const BibBirthDateGerman: Story = { args: { eventId: 103, lang: 'de', tenant: 'running-series' }, play: expectAfter(nothing, 'Geburtsdatum') };
export const BibMessages: Story = { play: expectAfter((c) => submitBib(c, '', ''), 'Enter bib number', 'Enter surname') };
export const BibMessagesGerman: Story = {
  args: { lang: 'de' },
  play: expectAfter((c) => submitBib(c, '', ''), 'Geben Sie die Startnummer ein', 'Geben Sie den Nachnamen ein'),
};
export const ParticipantNotFound: Story = {
  args: { routes: { 'POST competitor-service /competitors/101/token': () => fail(404, 'CompetitorNotFound') } },
  play: expectAfter((c) => submitBib(c, '99999'), 'The participant with the entered bib number is not found'),
};
export const CheckData: Story = {
  args: { routes: { 'POST competitor-service /competitors/101/token': () => fail(400, 'CheckData') } },
  play: expectAfter((c) => submitBib(c, '1234', 'Smith'), 'Check the data entered'),
};
export const BibSearchUnavailable: Story = {
  args: { eventId: 107, routes: { 'POST competitor-service /competitors/107/token': () => fail(503, 'SearchUnavailable') } },
  play: expectAfter((c) => submitBib(c, '301', 'Larsen'), 'Search by number or surname is unavailable for now. Use face search.'),
};
export const SharedLinkAsksSecondFactor: Story = {
  args: { number: '1234' },
  play: async ({ canvasElement }) => {
    const root = await shadow(canvasElement, 'input[name="number"]');
    await expect(input(root, 'number')).toHaveValue('1234');
    await expect(input(root, 'surname')).toHaveValue('');
  },
};

// ---------- results ----------
export const Searching: Story = {
  args: { routes: { 'GET photo-service /photos': pending } },
  play: async ({ canvasElement }) => {
    await submitBib(canvasElement);
    await expect(await inside(await shadow(canvasElement)).findByRole('progressbar', { name: 'Searching…' })).toBeInTheDocument();
  },
};
export const Results: Story = {
  play: async ({ canvasElement }) => {
    await submitBib(canvasElement);
    const q = inside(await shadow(canvasElement));
    await expect(await q.findByRole('heading', { name: 'Results for bib number 1234' })).toBeVisible();
    await expect(q.getByText('12 photos found')).toBeVisible();
    await expect(q.getAllByRole('img', { name: /^Photo \d+ of 12 from Riga City Run 2026$/ })).toHaveLength(12);
    await expect(q.getByRole('link', { name: 'Link to these results' })).toHaveAttribute('href', '/search/101/1234');
  },
};
export const ResultsFromSharedLink: Story = { args: { number: '1234', withToken: true }, play: expectAfter(nothing, '12 photos found') };
export const ResultsGerman: Story = { args: { lang: 'de', number: '1234', withToken: true }, play: expectAfter(nothing, '12 Fotos gefunden') };
export const ResultsManyPhotos: Story = {
  args: { number: '1234', withToken: true, routes: { 'GET photo-service /photos': ({ url }) => json(photos(120, url)) } },
  play: expectAfter(nothing, '120 photos found'),
};
export const PhotosBeingProcessed: Story = {
  args: { routes: { 'GET photo-service /photos': () => json({ items: [], total: 0, count: 0, processing: true }) } },
  play: expectAfter((c) => submitBib(c), 'Your photos are being processed and will appear soon'),
};
export const NothingForParticipant: Story = {
  args: { routes: { 'GET photo-service /photos': () => json({ items: [], total: 0, count: 0 }) } },
  play: expectAfter((c) => submitBib(c), 'Nothing found for this participant'),
};
export const TokenExpired: Story = {
  args: { number: '1234', withToken: true, routes: { 'GET photo-service /photos': () => fail(401, 'TokenExpired') } },
  play: expectAfter(nothing, 'Your search has expired. Search again.'),
};
export const SearchError: Story = {
  args: { number: '1234', withToken: true, routes: { 'GET photo-service /photos': () => fail(502, 'BadGateway') } },
  play: expectAfter(nothing, 'An error occurred, try later'),
};
export const Videos: Story = {
  args: {
    number: '1234',
    view: 'video',
    withToken: true,
    routes: {
      'GET photo-service /videos': () =>
        json({
          items: [{ videoId: 1, albumId: 10100, title: 'Finish line — bib 1234', url: 'about:blank', durationSec: 42, kind: 'personal', startNumber: '1234' }],
          total: 1,
        }),
    },
  },
  play: expectAfter(nothing, '1 video found', 'Finish line — bib 1234'),
};
export const NoVideos: Story = {
  args: { number: '1234', view: 'video', withToken: true, routes: { 'GET photo-service /videos': () => json({ items: [], total: 0 }) } },
  play: expectAfter(nothing, 'No Videos Found'),
};
export const FindMorePrompt: Story = {
  args: { number: '1234', withToken: true },
  play: async ({ canvasElement }) => {
    const root = await shadow(canvasElement, 'img');
    await userEvent.click(byText(root, 'button', 'This is me'));
    await shows(canvasElement, 'Thank you! Search by bib number or by face to find even more photos of you.');
    await expect(inside(root).getByRole('button', { name: 'Find more photos' })).toBeVisible();
  },
};

// ---------- face ----------
const selfieRoutes = (state: string, extra: Record<string, Handler> = {}): Record<string, Handler> => ({
  'POST recognition-service /selfies': () => json({ selfieId: 's1' }, 201),
  'GET recognition-service /selfies/s1': () =>
    json({ selfieId: 's1', state, persons: state === 'Done' ? [{ personId: 'p1', photoCount: 8, similarity: 0.97 }] : [] }),
  ...extra,
});
export const FaceConsent: Story = {
  play: expectAfter(openFace, /^I agree that my photo is used to find photos of me at this event\. .*only that part of the photo is sent\.$/),
};
export const FaceWithBirthDate: Story = { args: { eventId: 102, tenant: 'trail-cup' }, play: expectAfter(openFace, 'Date of birth (optional)') };
export const FaceSearching: Story = {
  args: { routes: selfieRoutes('Pending', { 'GET recognition-service /selfies/s1': pending }) },
  play: expectAfter((c) => searchFace(c), 'Looking for your photos. This takes about 1 minute.'),
};
export const FaceResults: Story = { args: { routes: selfieRoutes('Done') }, play: expectAfter((c) => searchFace(c), 'Your photos', '12 photos found') };
export const FaceNoFace: Story = { args: { routes: selfieRoutes('NoFace') }, play: expectAfter((c) => searchFace(c), 'Unable to Recognize a Face') };
export const FaceSeveralFaces: Story = {
  args: { routes: selfieRoutes('SeveralFaces') },
  play: expectAfter((c) => searchFace(c), 'Several faces in the photo'),
};
export const FaceError: Story = { args: { routes: selfieRoutes('Failed') }, play: expectAfter((c) => searchFace(c), 'Error occurred') };
export const FaceFileTooLarge: Story = { play: expectAfter((c) => searchFace(c, 9 * 1024 * 1024), 'File is too large') };
const openCamera = async (canvas: HTMLElement) => {
  const root = await openFace(canvas);
  await userEvent.click(byText(root, 'button', 'Take a selfie'));
};
export const CameraNotFound: Story = { args: { camera: 'NotFoundError' }, play: expectAfter(openCamera, 'No camera found') };
export const CameraUnableToConnect: Story = { args: { camera: 'NotAllowedError' }, play: expectAfter(openCamera, 'Unable to connect to the camera') };

// ---------- e-mail ----------
const sendEmail = (email: string) => async (canvas: HTMLElement) => {
  const root = await shadow(canvas, 'input[name="email"]');
  if (email) await userEvent.type(input(root, 'email'), email);
  await userEvent.click(root.querySelector<HTMLButtonElement>('button[type="submit"]')!);
};
export const EmailForm: Story = { args: { eventId: 104 }, play: expectAfter(nothing, /^This event is protected\./) };
export const EmailMessages: Story = { args: { eventId: 104 }, play: expectAfter(sendEmail(''), 'Enter your email address') };
export const EmailMismatch: Story = {
  args: { eventId: 104, routes: { 'GET competitor-service /competitor/code': () => fail(404, 'EmailNotRegistered') } },
  play: expectAfter(sendEmail('nobody@example.com'), /^We could not verify your participation in the event\./),
};
export const EmailSent: Story = {
  args: { eventId: 104, routes: { 'GET competitor-service /competitor/code': () => json({ sent: true }) } },
  play: expectAfter(sendEmail('family@example.com'), 'Check your mail'),
};
const verification = (competitors: unknown[]) => () => json({ isVerificationSuccessful: true, code: 'Verified', eventId: 104, competitors });
export const VerifyPickParticipant: Story = {
  args: {
    mode: 'verify',
    eventId: undefined,
    query: 'token=story-code&eventId=104',
    routes: {
      'GET competitor-service /competitor/token': verification([
        { competitorId: 12, competitorsListId: 2104, number: '12', name: 'Lukas Schmidt' },
        { competitorId: 13, competitorsListId: 2104, number: '13', name: 'Mia Schmidt' },
      ]),
    },
  },
  play: expectAfter(nothing, 'Several participants are registered with this e-mail address. Choose yourself:', /Mia Schmidt/),
};
export const VerifyFailed: Story = {
  args: {
    mode: 'verify',
    eventId: undefined,
    query: 'token=used&eventId=104',
    routes: { 'GET competitor-service /competitor/token': () => json({ isVerificationSuccessful: false, code: 'Expired', competitors: [] }) },
  },
  play: expectAfter(nothing, 'The confirmation link is invalid or has expired. Request a new one.'),
};

// ---------- no event ----------
export const NoEvent: Story = { args: { eventId: undefined }, play: expectAfter(nothing, 'Choose an event on the home page to search for your photos.') };
