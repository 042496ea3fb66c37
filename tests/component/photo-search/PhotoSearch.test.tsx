/**
 * The photo search's view with the real page runtime and store; only fetch is replaced. The bib
 * form's messages at their fields, the way through to the results, the methods an event offers,
 * the shared link, and the German texts.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPage, resetPage } from '../../../src/runtime/page';
import { PhotoSearch } from '../../../widgets/photo-search';
import { riga2026 } from '../event-fixture';

const API = 'https://platform.test';
const baseEvent = { ...riga2026 };
const photo = (n: number) => ({ photoId: 10100000 + n, albumId: 10100, url: `${API}/p${n}.svg`, thumbnailUrl: `${API}/t${n}.svg`, width: 3, height: 2 });
const competitor = { competitorId: '7', competitorsListId: '2101', number: '1234', name: 'Laura' };

let event: Record<string, unknown>;
let tokenAnswer: { status: number; body: unknown };
let calls: string[];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  event = { ...baseEvent };
  tokenAnswer = { status: 200, body: { token: 'st-1', expiresIn: 1800, competitor } };
  calls = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/events/101')) return json(event);
    if (url.pathname.endsWith('/competitors/101/token')) return json(tokenAnswer.body, tokenAnswer.status);
    if (url.pathname.endsWith('/photos')) return json({ items: [photo(1), photo(2)], total: 2, count: 2 });
    return json({ code: 'NotFound' }, 404);
  };
  (window as unknown as { Racelens: unknown }).Racelens = { config: { api: API, lang: 'en' } };
  localStorage.clear();
  resetPage();
});
afterEach(() => {
  cleanup();
  resetPage();
});

/** The error tied to a field (the last of its aria-describedby ids; a hint may come first). */
const errorOf = (input: HTMLElement) =>
  input.getAttribute('aria-invalid') === 'true'
    ? document.getElementById((input.getAttribute('aria-describedby') ?? '').split(' ').at(-1)!)?.textContent
    : null;

describe('<PhotoSearch> bib search', () => {
  it('shows each message at its field, then the photos, and remembers the search', async () => {
    render(<PhotoSearch eventId={101} />);
    const bib = await screen.findByRole('textbox', { name: 'Bib number' });
    const surname = screen.getByRole('textbox', { name: 'Surname' });
    fireEvent.click(screen.getByRole('button', { name: 'Find photos' }));
    await waitFor(() => expect(errorOf(bib)).toBe('Enter bib number'));
    expect(errorOf(surname)).toBe('Enter surname');
    expect(calls.some((c) => c.includes('/token'))).toBe(false);

    tokenAnswer = { status: 400, body: { code: 'CheckData' } };
    fireEvent.input(bib, { target: { value: '1234' } });
    fireEvent.input(surname, { target: { value: 'Smith' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find photos' }));
    await waitFor(() => expect(errorOf(surname)).toBe('Check the data entered'));

    tokenAnswer = { status: 200, body: { token: 'st-1', expiresIn: 1800, competitor } };
    fireEvent.click(screen.getByRole('button', { name: 'Find photos' }));
    expect(await screen.findByRole('heading', { name: 'Results for bib number 1234' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of 2 from Riga City Run 2026' }).getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByRole('button', { name: 'This is me' })).toHaveLength(2);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('racelensRecentSearches')!)[0]).toMatchObject({ eventId: 101, number: '1234' }));
  });

  it('a shared link with a valid token shows the results without asking', async () => {
    getPage().store.session.setSearchToken('101', { token: 'st-1', expired: false, competitor });
    render(<PhotoSearch eventId={101} number="1234" />);
    expect(await screen.findByRole('heading', { name: 'Results for bib number 1234' })).toBeTruthy();
    expect(calls.some((c) => c.includes('/token'))).toBe(false);
    expect(calls.some((c) => c.includes('startNumber=1234'))).toBe(true);
  });

  it('a shared link without a token fills in the bib and asks the second factor', async () => {
    render(<PhotoSearch eventId={101} number="1234" />);
    expect(((await screen.findByRole('textbox', { name: 'Bib number' })) as HTMLInputElement).value).toBe('1234');
    expect(calls.some((c) => c.includes('/photos'))).toBe(false);
  });

  it('speaks German', async () => {
    (window as unknown as { Racelens: unknown }).Racelens = { config: { api: API, lang: 'de' } };
    resetPage();
    event = { ...baseEvent, searchType: 'personalCode' };
    render(<PhotoSearch eventId={101} />);
    const code = await screen.findByRole('textbox', { name: 'Persönlicher Code' });
    fireEvent.input(code, { target: { value: 'AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fotos finden' }));
    await waitFor(() => expect(errorOf(code)).toMatch(/5 Zeichen/));
    expect(errorOf(screen.getByRole('textbox', { name: 'Startnummer' }))).toBe('Geben Sie die Startnummer ein');
  });
});

describe('<PhotoSearch> ways of searching', () => {
  it('offers bib and face as tabs, e-mail alone on a protected event', async () => {
    render(<PhotoSearch eventId={101} />);
    expect((await screen.findByRole('tab', { name: 'By bib number' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'By face' })).toBeTruthy();
    cleanup();
    resetPage();
    event = { ...baseEvent, searchType: 'email', isProtected: true, faceSearch: false };
    render(<PhotoSearch eventId={101} />);
    expect(await screen.findByRole('textbox', { name: 'E-mail address' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('without an event it asks to pick one', async () => {
    render(<PhotoSearch />);
    expect(await screen.findByText('Choose an event on the home page to search for your photos.')).toBeTruthy();
  });

  it('an unknown event says so', async () => {
    render(<PhotoSearch eventId={999} />);
    expect(await screen.findByText('Event not found')).toBeTruthy();
  });
});
