/**
 * The photo search (`event-id="…" number="…" view="photos|video" mode="verify"`): find your
 * photos of one event by bib number, by face or by confirmed e-mail (PRODUCT.md §overview-finding,
 * PRODUCT.md §routes-search), and see them. Without an event it says where to pick one;
 * `mode="verify"` is the landing of the e-mail confirmation link (/competitors/verify).
 */
import { Suspense } from 'react';
import { toId } from '../../src/api/schemas';
import { HOME, shopHref, shopPath } from '../../src/links/shop-paths';
import { useT } from '../../src/runtime/WidgetRoot';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { Progress } from '../../src/ui/Progress';
import { EventSearch } from './EventSearch';
import { VerifyLanding } from './lazy-panels';
import type { PhotoSearchProps } from './types';

/** On an organizer's page without a shop, the confirmation link comes back to the page itself. */
function confirmationLinkFor(eventId: number | undefined): boolean {
  if (eventId == null || typeof location === 'undefined') return false;
  const query = new URLSearchParams(location.search);
  return query.has('token') && query.get('eventId') === toId(eventId);
}

export function PhotoSearchView(props: PhotoSearchProps) {
  const { t } = useT();
  if (props.mode === 'verify' || confirmationLinkFor(props.eventId))
    return (
      <Suspense fallback={<Progress label={t('search.verifying')} />}>
        <VerifyLanding {...props} />
      </Suspense>
    );
  const eventId = props.eventId;
  if (eventId == null || Number.isNaN(eventId))
    return (
      <section className="rl-search rl-stack" part="search">
        <Heading>{t('search.title')}</Heading>
        <Notice>
          <p>{t('search.pickEvent')}</p>
          <a className="rl-link" href={shopHref(shopPath(HOME))}>
            {t('search.pickEventLink')}
          </a>
        </Notice>
      </section>
    );
  // The attribute is a number; the store's ids are strings (src/api/schemas.ts).
  return <EventSearch {...props} eventId={toId(eventId)} />;
}
