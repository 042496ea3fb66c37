import type { Module } from '../app';
import { ok } from '../http/reply';
import { html, page } from './html';

/** What the marketing pages' request forms sent, newest first. */
export const requestsPageRoutes: Module = (app) => [
  {
    method: 'GET',
    path: '/sandbox/api/requests',
    handler: () => ok({ items: app.store.state.requests }),
  },
  {
    method: 'GET',
    path: '/sandbox/requests',
    handler: () => {
      const requests = app.store.state.requests;
      return page(
        'Requests from the marketing forms',
        html`<p class="muted">${requests.length} request(s) received by <code>POST /public/request-service/api/v1/requests/{business|organizers|photographers}</code>.</p>
${requests.map(
  (r) => html`<article class="card">
  <h2>${r.kind} <span class="muted">${r.requestId}</span></h2>
  <p class="muted">${r.receivedOn}</p>
  <table><tbody>${Object.entries(r.fields).map(([key, value]) => html`<tr><th scope="row">${key}</th><td>${value}</td></tr>`)}</tbody></table>
</article>`,
)}`,
      );
    },
  },
];
