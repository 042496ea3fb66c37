/**
 * The code organizers paste keeps the widgets' room from the first frame
 * (ARCHITECTURE.md §embedding): the README shows exactly what the SDK's snippet makes, with the CSP hash of its
 * inline style, and what an organizer types into the builder cannot break out of the code.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loaderSnippet, roomStyle } from '../../src/embed/snippet';
import { embedRooms } from '../../widgets/embed-widgets';
import { htmlCode } from '../../widgets/info-page/builder/code';
import { widgets } from '../../widgets/registry';
import { readme, readmeBlock } from '../fixtures/readme';

const root = resolve(import.meta.dirname, '../..');
const styleHash = `'sha256-${createHash('sha256').update(roomStyle(embedRooms)).digest('base64')}'`;

describe('the pasted snippet', () => {
  it('is in the README exactly as the SDK makes it', () => {
    expect(readmeBlock('**1. Paste the loader once**')).toBe(
      loaderSnippet({
        loader: 'https://cdn.example.com/racelens@1/loader.js',
        data: { tenant: 'running-series', api: 'https://api.example.com', lang: 'de' },
        rooms: embedRooms,
      }),
    );
    // The complete page carries the same style, so the same hash admits it.
    expect(readmeBlock('### A complete page')).toContain(`<style>${roomStyle(embedRooms)}</style>`);
  });

  it('names the hash of its style in the README and the API reference', () => {
    expect(readme).toContain(`style-src   ${styleHash}`);
    expect(readFileSync(resolve(root, 'docs/API.md'), 'utf8')).toContain(`style-src   ${styleHash}`);
  });

  it('is what every example page pastes: the rooms (filled in by the examples server), then the async loader', () => {
    const pages = readdirSync(resolve(root, 'examples/pages'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const pasting = pages.filter((file) => readFileSync(resolve(root, 'examples/pages', file), 'utf8').includes('__RACELENS_CDN__/loader.js'));
    expect(pasting.length).toBeGreaterThan(10);
    for (const file of pasting) {
      const html = readFileSync(resolve(root, 'examples/pages', file), 'utf8');
      const loaders = [...html.matchAll(/<script src="__RACELENS_CDN__\/loader\.js"[^>]*>/g)];
      for (const loader of loaders) {
        expect(loader[0], file).toMatch(/ async /);
        // Right before the loader tag: the server puts the snippet's style there, which its CSP hash admits.
        expect(html.slice(0, loader.index).trimEnd().endsWith('__RACELENS_ROOMS__'), file).toBe(true);
      }
      expect(html, file).not.toContain('blocking="render"');
    }
  });

  it('keeps a room for every widget offered to organizers that shows something of its own, and none of the shop-only ones', () => {
    const offered = Object.entries(widgets).filter(([, widget]) => !widget.shopOnly);
    const style = roomStyle(embedRooms);
    for (const [tag, { room }] of offered) {
      const rule = `:where(${tag}:not(:defined))`;
      // The results page's photo links keep none: one shows nothing itself, the other is a link at a line's end.
      if (room.minHeight === '0px') expect(style).not.toContain(rule);
      else expect(style).toContain(rule);
    }
    expect(style).not.toContain('racelens-shop:');
  });

  it('leaves no way out of an attribute for what an organizer types', () => {
    const { head, body } = htmlCode({
      loader: 'https://cdn.example.com/racelens@1/loader.js',
      data: { api: 'https://api.example.com', shop: '"><script>alert(1)</script>' },
      widgets: [{ tag: 'racelens-photo-search', attributes: { eventId: '1" onload="x' } }],
      theme: { '--racelens-color-primary': 'red}</style><script>', '--racelens-font-family': 'Georgia, serif' },
    });
    expect(`${head}${body}`).not.toMatch(/<script>|onload="/);
    expect(head).toContain('data-shop="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(head).not.toContain('red}');
    expect(head).toContain('--racelens-font-family: Georgia, serif;');
    expect(body).toBe('<racelens-photo-search event-id="1&quot; onload=&quot;x"></racelens-photo-search>');
  });
});
