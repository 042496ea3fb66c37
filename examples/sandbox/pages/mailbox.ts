import type { Module } from '../app';
import { absoluteLink } from '../domain/mail';
import { ok } from '../http/reply';
import { html, page, safeHref } from './html';

/** The sandbox mailbox: what the platform would have e-mailed, newest first, with clickable links. */
export const mailboxRoutes: Module = (app) => {
  const mails = (to: string | null) => app.store.state.mail.filter((m) => !to || m.to.toLowerCase() === to.trim().toLowerCase());

  return [
    {
      method: 'GET',
      path: '/sandbox/api/mail',
      handler: (ctx) =>
        ok({
          items: mails(ctx.query.get('to')).map((m) => ({ ...m, links: m.links.map((l) => ({ ...l, url: absoluteLink(l.url, ctx.baseUrl) })) })),
        }),
    },
    {
      method: 'GET',
      path: '/sandbox/mail',
      handler: (ctx) => {
        const to = ctx.query.get('to');
        const list = mails(to);
        return page(
          'Mailbox',
          html`<form method="get" action="/sandbox/mail" class="card">
  <label for="to">Show mail to</label>
  <input type="text" id="to" name="to" value="${to ?? ''}" placeholder="all recipients">
  <button type="submit">Filter</button>
</form>
<p class="muted">${list.length} message(s). Links open in this browser, as if clicked in a mail client.</p>
${list.map(
  (m) => html`<article class="card mail">
  <h2>${m.subject}</h2>
  <p class="muted">To <strong>${m.to}</strong> · ${m.sentOn} · ${m.kind} · language ${m.lang}</p>
  <pre>${m.text}</pre>
  <ul>${m.links.map((l) => html`<li><a href="${safeHref(absoluteLink(l.url, ctx.baseUrl))}">${l.label}</a> <span class="muted">${absoluteLink(l.url, ctx.baseUrl)}</span></li>`)}</ul>
</article>`,
)}`,
        );
      },
    },
  ];
};
