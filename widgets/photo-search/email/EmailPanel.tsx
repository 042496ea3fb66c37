/**
 * E-mail search of protected events (PRODUCT.md §routes-search-email,
 * PRODUCT.md §validation-search-email): the registered e-mail, then 'check your mail'. The link in
 * the mail lands on /competitors/verify (VerifyLanding), which finishes.
 */
import { useState } from 'react';
import type { Event } from '../../../src/api/schemas';
import { NetworkNotices } from '../../../src/parts/network';
import { useFeature } from '../../../src/runtime/use-store';
import { useValue } from '../../../src/runtime/use-value';
import { useT } from '../../../src/runtime/WidgetRoot';
import { searchOf } from '../../../src/store/search';
import { Button, Field, Notice } from '../../../src/ui';
import { useSince } from '../../../src/ui/use-since';
import { validateSearchEmail } from '../../../src/validation/search';
import type { PanelProps } from '../types';
import { verifyReturnUrl } from './return-url';

export interface EmailPanelProps extends PanelProps {
  event: Event;
  /** This panel ran the last search: the store's error and state are its own. */
  active: boolean;
}

export function EmailPanel({ event, active, onStart, onDone }: EmailPanelProps) {
  const { t, lang } = useT();
  const search = useFeature(searchOf);
  const error = useValue(search.error);
  const loading = useValue(search.loading);
  const sent = useValue(search.emailSent);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const since = useSince(active && loading);

  if (active && sent && sentTo)
    return (
      <div className="rl-stack">
        <Notice tone="success" title={t('search.emailSentTitle')}>
          <p>{t('search.emailSentText', { email: sentTo })}</p>
        </Notice>
        <div className="rl-row">
          <Button
            variant="secondary"
            onClick={() => {
              search.reset();
              setSentTo(null);
            }}
          >
            {t('search.emailChange')}
          </Button>
        </div>
      </div>
    );

  const send = async (to: string) => {
    onStart();
    setSentTo(to.trim());
    const result = await search.sendVerificationEmail(event, to, verifyReturnUrl(), lang);
    // A send given up (Cancel, or Try again sending anew) is no failure to report.
    if (!result.ok && result.error.code !== 'Aborted') onDone(false);
  };

  const mismatch = active && !loading && error?.code === 'EmailNotRegistered';
  const other = active && !loading && error && !mismatch ? error : null;
  return (
    <form
      className="rl-stack rl-search__form"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (loading) return;
        const key = validateSearchEmail(email);
        setInvalid(key ? t(key) : null);
        if (key) {
          (e.currentTarget as HTMLFormElement).querySelector('input')?.focus();
          return;
        }
        await send(email);
      }}
    >
      <p>{t('search.emailIntro')}</p>
      <Field
        label={t('search.emailLabel')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onValue={(value) => {
          setEmail(value);
          setInvalid(null);
        }}
        error={invalid ?? (mismatch ? t('search.emailMismatch') : null)}
        required
      />
      {other ? (
        <Notice tone="error">
          <p>{t(other.key)}</p>
        </Notice>
      ) : null}
      <div className="rl-row">
        <Button type="submit" busy={active && loading}>
          {t('search.emailSend')}
        </Button>
      </div>
      <NetworkNotices busy={active && loading} since={since} waitingFor="wait.email" onRetry={() => void send(email)} onCancel={search.cancel} />
    </form>
  );
}
