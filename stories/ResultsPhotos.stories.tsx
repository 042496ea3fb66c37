/**
 * <racelens-results-photos> beside a timing company's results table, and <racelens-bib-photos> in
 * a line written by hand (PRODUCT.md §results-photos): each row's "Photos" link named for its row,
 * the surname filled in where the event asks for it, in English and German; and a table whose bib
 * column cannot be told, which keeps its rows as they were.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, waitFor } from 'storybook/test';
import '../widgets/bib-photos/element';
import '../widgets/results-photos/element';
import { riga2026 } from '../tests/component/event-fixture';
import { json, setupStory } from './support/platform';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-results-photos': { 'event-id'?: number; for?: string; 'bib-column'?: string };
      'racelens-bib-photos': { bib?: string; 'event-id'?: number; name?: string; surname?: string };
    }
  }
}

interface Args {
  lang: string;
  headers: string[];
  bibColumn?: string;
}

const ROWS = [
  ['1', '11', 'Anna Schmidt', '0:38:12'],
  ['2', '245', 'Jānis Bērziņš', '0:38:40'],
  ['3', '1234', 'Laura Berzina', '0:39:02'],
];

const meta: Meta<Args> = {
  title: 'Widgets/Photos on the results',
  args: { lang: 'en', headers: ['Place', 'Bib', 'Name', 'Time'] },
  loaders: [
    async ({ args }) =>
      setupStory({
        lang: args.lang,
        shopUrl: 'https://shop.example.com',
        routes: { 'GET photo-service /events/101': () => json(riga2026) },
      }),
  ],
  render: ({ headers, bibColumn }) => (
    <div>
      <racelens-results-photos event-id={101} for="story-results" {...(bibColumn ? { 'bib-column': bibColumn } : {})} />
      <table id="story-results">
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row[1]}>
              {row.map((cell) => (
                <td key={cell}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Course record: Anna Schmidt <racelens-bib-photos bib="11" event-id={101} name="Anna Schmidt" />
      </p>
    </div>
  ),
};
export default meta;
type Story = StoryObj<Args>;

/**
 * The links of the table's rows, once each has rendered: shown in a layer right after the table,
 * in the rows' order (the layer's links not given a row are hidden from screen readers).
 */
async function rowLinks(canvas: HTMLElement, count: number): Promise<HTMLAnchorElement[]> {
  let found: HTMLAnchorElement[] = [];
  await waitFor(
    () => {
      found = [...canvas.querySelectorAll<HTMLAnchorElement>('a.racelens-photos-link:not([aria-hidden])')];
      if (found.length < count) throw new Error('links not there yet');
    },
    { timeout: 5000 },
  );
  return found;
}

export const English: Story = {
  play: async ({ canvasElement }) => {
    const links = await rowLinks(canvasElement, 3);
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Photos of Anna Schmidt, bib 11',
      'Photos of Jānis Bērziņš, bib 245',
      'Photos of Laura Berzina, bib 1234',
    ]);
    expect(links[2]!.textContent).toBe('Photos');
    expect(links[2]!.getAttribute('href')).toBe('https://shop.example.com/search/101/1234?surname=Berzina');
  },
};

export const German: Story = {
  args: { lang: 'de', headers: ['Platz', 'Startnr.', 'Name', 'Zeit'] },
  play: async ({ canvasElement }) => {
    const links = await rowLinks(canvasElement, 3);
    expect(links[0]!.getAttribute('aria-label')).toBe('Fotos von Anna Schmidt, Startnummer 11');
    expect(links[0]!.textContent).toBe('Fotos');
  },
};

/** No header word and a wrong `bib-column`: the rows stay as they were (the console says why). */
export const BibColumnNotFound: Story = {
  args: { bibColumn: 'Startnummer' },
  play: async ({ canvasElement }) => {
    // The hand-written link shows, so the widgets have started; the table has none.
    await waitFor(() => expect(canvasElement.querySelector('p racelens-bib-photos')?.shadowRoot?.querySelector('a')).toBeTruthy(), { timeout: 5000 });
    expect(canvasElement.querySelectorAll('a.racelens-photos-link')).toHaveLength(0);
  },
};
