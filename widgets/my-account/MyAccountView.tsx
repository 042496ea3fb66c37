import { Suspense, useEffect, useId, useState } from 'react';
import { lazyPart } from '../../src/runtime/lazy-part';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { Heading } from '../../src/ui/Heading';
import { OrderHistory } from './OrderHistory';
import { SignInRequired } from './SignInRequired';
// One order (with its downloads) loads on demand: the list is what most visits show first.
import type { MyAccountProps } from './types';

const AccountOrder = lazyPart(() => import('./AccountOrder').then((m) => m.AccountOrder));

export type { MyAccountProps } from './types';

/** PRODUCT.md §routes-my-account: requires sign-in; then the order history or one order. */
export function MyAccountView({ orderId, onSignIn }: MyAccountProps) {
  const { t } = useT();
  const signedIn = useValue(useStore().session.signedIn);
  const titleId = useId();
  const [selected, setSelected] = useState<string | null>(orderId ? String(orderId) : null);
  useEffect(() => setSelected(orderId ? String(orderId) : null), [orderId]);

  return (
    <section className="rl-stack rl-account" part="my-account" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('account.title')}</Heading>
      {!signedIn ? (
        <SignInRequired onSignIn={() => onSignIn?.({ returnTo: typeof location === 'undefined' ? '' : location.href })} />
      ) : selected ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <AccountOrder orderId={selected} onSelect={setSelected} />
        </Suspense>
      ) : (
        <OrderHistory onSelect={setSelected} />
      )}
    </section>
  );
}
