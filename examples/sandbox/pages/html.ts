import { escapeXml } from '../core/escape';
import type { Reply } from '../http/reply';

/**
 * HTML of the sandbox's own pages. Every interpolated value is escaped unless it is markup made
 * by `html` itself, so data (names, e-mails, URLs from requests) can never become markup.
 */
export class Markup {
  constructor(readonly value: string) {}
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Markup(out);
}

function render(value: unknown): string {
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeXml(value);
}

/** Only http(s) and same-site links become clickable; anything else (javascript:, data:) does not. */
export function safeHref(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : '#';
  } catch {
    return '#';
  }
}

export const CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; media-src 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A whole page: every sandbox page says it is a development sandbox, not the product. */
export function page(title: string, body: Markup, status = 200): Reply {
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Racelens sandbox</title>
<link rel="stylesheet" href="/sandbox/assets/sandbox.css">
</head>
<body>
<header class="banner" role="banner">
  <strong>Racelens development sandbox</strong> — a local stand-in for the platform API, for development and tests.
  It is not the product: no money moves and no e-mail leaves this machine.
  <nav aria-label="Sandbox"><a href="/sandbox">Overview</a> · <a href="/sandbox/mail">Mailbox</a> · <a href="/sandbox/requests">Requests</a></nav>
</header>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    body: document.value,
  };
}

export const STYLESHEET = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1d2330; background: #f6f7fb; }
.banner { background: #ffe08a; border-bottom: 2px solid #c99700; padding: .75rem 1.25rem; }
.banner nav { margin-top: .25rem; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; background: #fff; }
th, td { border: 1px solid #d5d9e3; padding: .35rem .6rem; text-align: left; vertical-align: top; }
th { background: #eef1f7; }
code { background: #eef1f7; padding: 0 .25rem; border-radius: 3px; }
.card { background: #fff; border: 1px solid #d5d9e3; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
.mail pre { white-space: pre-wrap; margin: .5rem 0; font: inherit; }
.muted { color: #5b6478; }
.error { color: #a4161a; font-weight: 600; }
.ok { color: #1b7f3b; font-weight: 600; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input[type=text] { font-size: 1.1rem; padding: .5rem; width: 100%; max-width: 22rem; box-sizing: border-box; }
button { font-size: 1rem; padding: .55rem 1.1rem; margin: 1rem .5rem 0 0; cursor: pointer; }
a { color: #0b57d0; }
`;
