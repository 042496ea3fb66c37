/**
 * The pages an organizer would make by pasting our code, served from an origin of their own:
 * the README's snippet (steps 1 and 2, exactly as written), the embed builder's HTML, and the
 * same page without widgets. The loader comes from the CDN as is, 600 ms late, or never (a
 * request held open until the server closes), through this server's `/late/<ms>/…` and
 * `/never/…` routes, which pass everything else through to the CDN at once. Bad input gets a 4xx.
 *
 *   /pasted/<plain|readme|builder>/<now|late|never>
 */
import { createServer, type ServerResponse } from 'node:http';
import { listen } from '../../examples/serve/static.ts';
import { type EmbedChoice, htmlCode } from '../../widgets/info-page/builder/code.ts';
import { readmeBlock } from '../fixtures/readme.ts';

export const lateBy = 600;
export type PageKind = 'plain' | 'readme' | 'builder';
export type Arrival = 'now' | 'late' | 'never';

/** What the builder test page is made of: the choices an organizer might make. */
export const builderChoice = (loader: string, api: string): EmbedChoice => ({
  loader,
  data: { api, lang: 'cs', tenant: 'trail-cup' },
  widgets: [
    { tag: 'racelens-cart-drawer', attributes: {} },
    { tag: 'racelens-photo-search', attributes: { eventId: '101' } },
    { tag: 'racelens-event-gallery', attributes: { eventId: '101', tab: 'all' } },
  ],
  theme: { '--racelens-color-primary': '#7a2e0e' },
});

const page = (head: string, widgets: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Riga City Run — photos</title>
${head}
  </head>
  <body>
    <header><p id="site">Riga City Run</p></header>
    <h1 id="title">Photos of the Riga City Run</h1>
    <p id="intro">Find yourself by bib number and surname, then buy your photos.</p>
${widgets}
    <footer><p id="footer">Riga City Run · the organizer's own page</p></footer>
  </body>
</html>
`;

export interface PastedServer {
  url: string;
  close(): Promise<void>;
}

export async function startPastedPages({ cdn, api }: { cdn: string; api: string }): Promise<PastedServer> {
  let loaders = '';
  const loaderUrl = (arrival: Arrival) => (arrival === 'now' ? `${cdn}/loader.js` : `${loaders}/${arrival === 'late' ? `late/${lateBy}` : 'never'}/loader.js`);
  const pageOf = (kind: PageKind, arrival: Arrival): string => {
    const loader = loaderUrl(arrival);
    if (kind === 'plain') return page('', '');
    if (kind === 'builder') {
      const { head, body } = htmlCode(builderChoice(loader, api));
      return page(head, body);
    }
    const withOurs = (text: string) => text.replaceAll('https://cdn.example.com/racelens@1/loader.js', loader).replaceAll('https://api.example.com', api);
    return page(withOurs(readmeBlock('**1. Paste the loader once**')), readmeBlock('**2. Place the widgets**'));
  };

  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const text = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
    if (req.method !== 'GET') return text(405, 'Method not allowed');
    const path = (req.url ?? '').split('?')[0]!;
    const pasted = path.match(/^\/pasted\/(plain|readme|builder)\/(now|late|never)$/);
    if (pasted) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageOf(pasted[1] as PageKind, pasted[2] as Arrival));
    const through = path.match(/^\/(?:late\/(\d{1,5})|never)\/((?:[\w-]+\/)*[\w.-]+)$/);
    if (!through || through[2]!.includes('..'))
      return text(path.startsWith('/pasted/') || path.startsWith('/late/') || path.startsWith('/never/') ? 400 : 404, 'Not here');
    const [, late, file] = through;
    if (file === 'loader.js' && late === undefined) {
      // Never answers: the request stays open until the server closes.
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    const delay = file === 'loader.js' ? Number(late) : 0;
    setTimeout(() => {
      fetch(`${cdn}/${file}`)
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
            'access-control-allow-origin': '*',
            'cache-control': 'no-store',
          });
          res.end(body);
        })
        .catch(() => text(502, 'The CDN did not answer'));
    }, delay);
  });
  const port = await listen(server, 0);
  loaders = `http://127.0.0.1:${port}`;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
