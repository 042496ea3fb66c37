/**
 * The shop pages that are not widgets of their own (PRODUCT.md §routes): contacts, legal notice,
 * and the landings for organizers, photographers and business with their request modal.
 */
import { Fragment, Suspense, useState } from 'react';
import type { RequestKind } from '../../src/api/services/requests';
import type { MessageKey } from '../../src/i18n/catalogs';
import { lazyPart, withAreas } from '../../src/runtime/lazy-part';
import { useT } from '../../src/runtime/WidgetRoot';
import { Button } from '../../src/ui/Button';
import { Dialog } from '../../src/ui/Dialog';
import { OPERATOR } from './operator';
import { RequestForm } from './RequestForm';

export type PageName = 'contacts' | 'impressum' | 'organizers' | 'photographers' | 'business';

export interface InfoPageProps {
  name?: PageName;
}

function Landing({ kind }: { kind: RequestKind }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const key = (suffix: string) => `marketing.${kind}${suffix}` as MessageKey;
  return (
    <article className="rl-stack">
      <h1>{t(key('Title'))}</h1>
      <p>{t(key('Text'))}</p>
      <p>{t('marketing.faceRecognition')}</p>
      <div>
        <Button onClick={() => setOpen(true)}>{t(key('Action'))}</Button>
      </div>
      <Dialog open={open} title={t(key('FormTitle'))} closeLabel={t('common.close')} onClose={() => setOpen(false)}>
        <RequestForm kind={kind} />
      </Dialog>
    </article>
  );
}

function Contacts() {
  const { t } = useT();
  return (
    <article className="rl-stack">
      <h1>{t('contacts.title')}</h1>
      <p>{t('contacts.text')}</p>
      <dl className="rl-facts">
        <dt>{t('contacts.supportEmail')}</dt>
        <dd>
          <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
        </dd>
        <dt>{t('contacts.address')}</dt>
        <dd>{OPERATOR.address}</dd>
      </dl>
      <p>{t('contacts.responseTime')}</p>
    </article>
  );
}

function Impressum() {
  const { t } = useT();
  const facts: Array<[MessageKey, string]> = [
    ['impressum.operator', `${OPERATOR.name}, ${OPERATOR.address}`],
    ['impressum.representative', OPERATOR.representative],
    ['impressum.register', OPERATOR.register],
    ['impressum.vat', OPERATOR.vat],
    ['impressum.contact', OPERATOR.email],
  ];
  return (
    <article className="rl-stack">
      <h1>{t('impressum.title')}</h1>
      <dl className="rl-facts">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </article>
  );
}

/** The embed builder, below the organizers' landing (PRODUCT.md §routes-organizers-builder): its own chunk, loaded on that page only. */
const EmbedBuilder = lazyPart(
  withAreas(import.meta.glob('../../src/i18n/locales/builder/*.json'), () => import('./builder/EmbedBuilder').then((m) => m.default)),
);

export function InfoPageView({ name = 'contacts' }: InfoPageProps) {
  switch (name) {
    case 'impressum':
      return <Impressum />;
    case 'organizers':
      return (
        <>
          <Landing kind={name} />
          {/* Its room while its code loads: a screen's height, so what follows (the footer) starts below the fold and never moves in view. */}
          <Suspense fallback={<div className="rl-builder-room" />}>
            <EmbedBuilder />
          </Suspense>
        </>
      );
    case 'photographers':
    case 'business':
      return <Landing kind={name} />;
    default:
      return <Contacts />;
  }
}
