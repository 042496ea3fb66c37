/**
 * A marketing request form (PRODUCT.md §entities-requests, PRODUCT.md §validation-requests): errors
 * at the fields after a submit attempt, the phone kept to digits, the platform's answer confirmed
 * to the visitor.
 */
import { useEffect, useState } from 'react';
import type { RequestForms, RequestKind } from '../../src/api/services/requests';
import type { MessageKey } from '../../src/i18n/catalogs';
import { useFeature } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { requestsOf } from '../../src/store/requests';
import { Button } from '../../src/ui/Button';
import { Field } from '../../src/ui/Field';
import { Notice } from '../../src/ui/Notice';
import { validateBusinessRequest, validateOrganizerRequest, validatePhotographerRequest } from '../../src/validation/requests';

type FieldName = 'name' | 'phone' | 'email' | 'company' | 'event' | 'city' | 'devices' | 'portfolio' | 'comment';

const FIELDS: Record<RequestKind, Array<{ name: FieldName; required?: boolean }>> = {
  business: [{ name: 'name', required: true }, { name: 'phone', required: true }, { name: 'comment' }],
  organizers: [{ name: 'name', required: true }, { name: 'phone', required: true }, { name: 'email', required: true }, { name: 'company' }, { name: 'event' }],
  photographers: [
    { name: 'name', required: true },
    { name: 'phone', required: true },
    { name: 'city', required: true },
    { name: 'devices' },
    { name: 'portfolio' },
    { name: 'comment' },
  ],
};

const VALIDATE: Record<RequestKind, (form: Record<string, string>) => Partial<Record<string, MessageKey>>> = {
  business: validateBusinessRequest,
  organizers: validateOrganizerRequest,
  photographers: validatePhotographerRequest,
};

const INPUT: Partial<Record<FieldName, { type: string; autoComplete: string; inputMode?: 'numeric' | 'email' }>> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  company: { type: 'text', autoComplete: 'organization' },
  portfolio: { type: 'url', autoComplete: 'url' },
};

export function RequestForm({ kind }: { kind: RequestKind }) {
  const { t } = useT();
  const requests = useFeature(requestsOf);
  const state = useValue(requests.state);
  const [form, setForm] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  useEffect(() => requests.reset(), [kind]);

  const errors = tried ? VALIDATE[kind](form) : {};
  if (state === 'sent')
    return (
      <Notice tone="success" title={t('forms.sentTitle')}>
        {t('forms.sentText')}
      </Notice>
    );

  return (
    <form
      noValidate
      className="rl-stack"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(VALIDATE[kind](form)).length) return;
        const filled = Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim()));
        void requests.send(kind, filled as unknown as RequestForms[typeof kind]);
      }}
    >
      <p className="rl-hint">{t('forms.requiredHint')}</p>
      {FIELDS[kind].map(({ name, required }) => {
        const input = INPUT[name] ?? { type: 'text', autoComplete: 'off' };
        const error = errors[name];
        return (
          <Field
            key={name}
            name={name}
            label={`${t(`forms.${name}` as MessageKey)}${required ? ' *' : ''}`}
            required={required}
            type={input.type}
            autoComplete={input.autoComplete}
            inputMode={input.inputMode}
            value={form[name] ?? ''}
            // PRODUCT.md §validation-phone: the phone takes digits only.
            onValue={(v) => setForm({ ...form, [name]: name === 'phone' ? v.replace(/\D+/g, '') : v })}
            error={error ? t(error) : null}
          />
        );
      })}
      {state === 'failed' ? <Notice tone="error">{t('forms.sendError')}</Notice> : null}
      <Button type="submit" busy={state === 'sending'}>
        {t('forms.submit')}
      </Button>
    </form>
  );
}
