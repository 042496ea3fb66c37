import type { Module } from '../app';
import { DEMO_PROMO_CODES } from '../domain/promo-codes';
import { DEMO_SELFIES } from '../media/assets';
import { DEMO_CUSTOMER, TEST_CARDS } from '../seed/data';
import type { EventRecord, ParticipantRecord } from '../store/state';
import { html, page } from './html';

const SELFIE_OUTCOMES: Record<string, string> = {
  'face.jpg': 'Done: one or two runners found',
  'face.png': 'Done (PNG)',
  'no-face.jpg': 'NoFace (601 px wide)',
  'several-faces.jpg': 'SeveralFaces (602 px wide)',
  'error.jpg': 'Failed (603 px wide)',
};

function secondFactor(event: EventRecord, p: ParticipantRecord): string {
  switch (event.searchType) {
    case 'surname':
      return p.surname;
    case 'personalCode':
      return p.personalCode ?? '';
    case 'birthDate':
      return p.birthDate ? `${p.birthDate} (DD/MM/YYYY in the widget: ${p.birthDate.split('-').reverse().join('/')})` : '';
    case 'email':
      return p.email ?? '';
  }
}

/** The sandbox's front page: what it is, where things are, and the demo data of this run. */
export const indexRoutes: Module = (app) => [
  { method: 'GET', path: '/', handler: () => ({ status: 302, headers: { Location: '/sandbox' } }) },
  {
    method: 'GET',
    path: '/sandbox',
    handler: (ctx) => {
      const state = app.store.state;
      return page(
        'Racelens platform sandbox',
        html`<p>The platform API answers under <code>${ctx.baseUrl}/public/{service}/api/v1</code>. Seeded ${state.seededAt}; shop links go to <code>${app.settings.shopUrl}</code>.</p>
<ul>
  <li><a href="/sandbox/mail">Mailbox</a>: confirmation links and order e-mails with download links.</li>
  <li><a href="/sandbox/requests">Requests</a> sent by the marketing forms.</li>
  <li>Admin calls (<code>/sandbox/admin/…</code>) and the <code>X-Sandbox-Fault</code> header: see <code>examples/sandbox/README.md</code>.</li>
</ul>
<h2>Events</h2>
${state.events.map(
  (event) => html`<section class="card">
  <h3>${event.eventId} · ${event.name}</h3>
  <p class="muted">${event.date.slice(0, 10)} · ${event.location} · currency ${event.currencyId} · search by bib + ${event.searchType}${event.isProtected ? ' (protected: e-mail link)' : ''}${
    event.bibSearchUnavailable ? ' · bib search unavailable (503)' : ''
  }${event.faceSearch ? ' · face search' : ''} · ${event.photoCount} photos · album ${event.albumId}, reports ${event.reports.map((r) => r.albumId).join(', ') || 'none'} · catalog ${event.catalogId} · competitors list ${event.competitorsListId}</p>
  <table><thead><tr><th>Bib</th><th>Name</th><th>Second factor</th><th>Notes</th></tr></thead><tbody>
  ${event.participants
    .slice(0, 8)
    .map(
      (p) =>
        html`<tr><td>${p.number}</td><td>${p.firstName} ${p.surname}</td><td>${secondFactor(event, p)}</td><td>${[
          p.photosProcessing ? 'photos being processed' : '',
          p.personalVideo ? 'personal video' : '',
          p.email && event.searchType !== 'email' ? p.email : '',
        ]
          .filter(Boolean)
          .join(', ')}</td></tr>`,
    )}
  ${event.participants.length > 8 ? html`<tr><td colspan="4" class="muted">and ${event.participants.length - 8} more</td></tr>` : ''}
  </tbody></table>
</section>`,
)}
<h2>Promo codes</h2>
<table><thead><tr><th>Code</th><th>Effect</th></tr></thead><tbody>${DEMO_PROMO_CODES.map(([code, effect]) => html`<tr><td><code>${code}</code></td><td>${effect}</td></tr>`)}</tbody></table>
<h2>Test cards</h2>
<p><code>${TEST_CARDS.approve}</code> approves, <code>${TEST_CARDS.decline}</code> declines.</p>
<h2>Demo selfies</h2>
<ul>${DEMO_SELFIES.map((name) => html`<li><a href="/sandbox/media/demo-selfies/${name}">${name}</a>: ${SELFIE_OUTCOMES[name]}</li>`)}</ul>
<h2>Orders and pre-orders</h2>
<p>${DEMO_CUSTOMER} has past orders (<code>GET /orders</code> with a JWT whose <code>email</code> claim is that address) and pre-order ${state.preorders.map((p) => `${p.preorderId} (${p.state})`).join(', ')}.</p>`,
      );
    },
  },
];
