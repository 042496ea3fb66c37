import type { Module } from '../app';
import { orderOfInvoice, PAYMENT_TYPES, settlePayment } from '../domain/payments';
import { parseForm } from '../http/body';
import type { Reply } from '../http/reply';
import type { RequestContext } from '../http/router';
import { requiredHttpUrl } from '../http/validate';
import { TEST_CARDS } from '../seed/data';
import type { OrderRecord, PaymentRecord } from '../store/state';
import { html, page, safeHref } from './html';

const digits = (card: string) => card.replace(/[\s-]/g, '');
const APPROVE = digits(TEST_CARDS.approve);
const DECLINE = digits(TEST_CARDS.decline);

/**
 * The payment provider's hosted page, as the sandbox plays it: a plain form (no script, works
 * with JavaScript off) where a test card approves or declines, then a 303 back to the shop's
 * returnUrl, which was checked to be http(s) when the payment was created.
 */
export const payPageRoutes: Module = (app) => {
  const paymentOf = (ctx: RequestContext) => {
    const payment = app.store.state.payments[ctx.params.paymentId ?? ''];
    const order = payment && orderOfInvoice(app.store.state, payment.invoiceId);
    return payment && order ? { payment, order } : undefined;
  };
  // A person lands here from a link, so even "not found" is a page (that says it is the sandbox).
  const unknownPayment = () => page('Sandbox payment', html`<p class="error">There is no such payment in this sandbox (it may have been reset).</p>`, 404);

  return [
    {
      method: 'GET',
      path: '/sandbox/pay/:paymentId',
      handler: (ctx) => {
        const found = paymentOf(ctx);
        return found ? payPage(found.payment, found.order) : unknownPayment();
      },
    },
    {
      method: 'POST',
      path: '/sandbox/pay/:paymentId',
      handler: async (ctx) => {
        const form = parseForm(await ctx.raw(16 * 1024));
        const found = paymentOf(ctx);
        if (!found) return unknownPayment();
        const { payment, order } = found;
        // A second submit (back button, double click) changes nothing: straight back to the shop.
        if (payment.state !== 'Pending') return backToShop(payment);
        if (order.state !== 'AwaitingPayment') return payPage(payment, order);
        const orderContext = app.orderContext();
        if (form.get('action') === 'cancel') {
          settlePayment(app.store.state, payment, 'Declined', orderContext);
        } else {
          const card = digits(form.get('card') ?? '');
          if (card !== APPROVE && card !== DECLINE) return payPage(payment, order, 'Use one of the sandbox test cards listed below.', 422);
          settlePayment(app.store.state, payment, card === APPROVE ? 'Paid' : 'Declined', orderContext);
        }
        app.store.changed();
        return backToShop(payment);
      },
    },
  ];
};

function backToShop(payment: PaymentRecord): Reply {
  return { status: 303, headers: { Location: requiredHttpUrl(payment.returnUrl, 'returnUrl'), 'Cache-Control': 'no-store' } };
}

function payPage(payment: PaymentRecord, order: OrderRecord, error?: string, status = 200): Reply {
  const method = PAYMENT_TYPES.find((t) => t.paymentTypeId === payment.paymentTypeId)?.name ?? 'Card';
  const summary = html`<div class="card">
  <p>Order <strong>${order.number}</strong> · ${order.items.length} item(s) · <strong>${order.totalAmount.toFixed(2)}</strong> (currency ${order.currencyId})</p>
  <p class="muted">Payment ${payment.paymentId} · ${method}${payment.company ? html` · company ${payment.company.name}, VAT ${payment.company.vatNumber}` : ''}</p>
</div>`;
  const back = html`<p><a href="${safeHref(payment.returnUrl)}">Back to the shop</a></p>`;
  if (payment.state !== 'Pending') {
    return page('Sandbox payment', html`${summary}<p class="${payment.state === 'Paid' ? 'ok' : 'error'}">This payment is ${payment.state}.</p>${back}`);
  }
  if (order.state !== 'AwaitingPayment') {
    return page(
      'Sandbox payment',
      html`${summary}<p class="error">This order is ${order.state === 'Completed' ? 'already paid' : 'canceled'}; nothing to pay here.</p>${back}`,
    );
  }
  return page(
    'Sandbox payment',
    html`${summary}
<form method="post" action="/sandbox/pay/${payment.paymentId}" class="card">
  ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
  <label for="card">Card number</label>
  <input type="text" id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="${TEST_CARDS.approve}" required>
  <div>
    <button type="submit" name="action" value="pay">Pay ${order.totalAmount.toFixed(2)}</button>
    <button type="submit" name="action" value="cancel" formnovalidate>Cancel payment</button>
  </div>
</form>
<div class="card">
  <h2>Test cards</h2>
  <table><thead><tr><th>Card number</th><th>Result</th></tr></thead><tbody>
    <tr><td><code>${TEST_CARDS.approve}</code></td><td>approved: the order is paid</td></tr>
    <tr><td><code>${TEST_CARDS.decline}</code></td><td>declined: retry or choose another method in the shop</td></tr>
  </tbody></table>
  <p class="muted">Spaces are optional. Any other number is refused. Cancel counts as declined.</p>
</div>`,
    status,
  );
}
