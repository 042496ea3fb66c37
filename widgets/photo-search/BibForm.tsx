/**
 * Bib number plus the second factor the event asks for (PRODUCT.md §routes-search-bib,
 * PRODUCT.md §validation-bib): surname, personal code or birth date (DD/MM/YYYY). Every message
 * shows at its field and is announced; the server's answers too ('participant not found' at the
 * bib, 'Check the data entered' at the factor).
 */
import { useEffect, useRef, useState } from 'react';
import type { Event } from '../../src/api/schemas';
import { NetworkNotices } from '../../src/parts/network';
import { useT } from '../../src/runtime/WidgetRoot';
import type { SearchError } from '../../src/store/search-rules';
import { Button } from '../../src/ui/Button';
import { Field } from '../../src/ui/Field';
import { Notice } from '../../src/ui/Notice';
import type { FieldErrors } from '../../src/validation/message-key';
import { isValid } from '../../src/validation/message-key';
import { type BibSearchField, type BibSearchForm, validateBibSearch } from '../../src/validation/search';
import { bibErrorField } from './methods';

type Factor = Exclude<BibSearchField, 'number'>;
const FACTOR_FIELD: Partial<Record<Event['searchType'], Factor>> = {
  surname: 'surname',
  personalCode: 'personalCode',
  birthDate: 'birthDate',
};

export interface BibFormProps {
  event: Event;
  /** From a shared link: the bib is known, the second factor is asked. */
  initialNumber?: string;
  /** From a results page's photo link, on an event searched by surname. */
  initialSurname?: string;
  error: SearchError | null;
  busy: boolean;
  onSubmit: (form: BibSearchForm) => void;
  /** The 10 s notice's ways out of a slow search. */
  onCancel: () => void;
  onRetry: () => void;
  onFaceInstead?: () => void;
}

export function BibForm({ event, initialNumber, initialSurname, error, busy, onSubmit, onCancel, onRetry, onFaceInstead }: BibFormProps) {
  const { t } = useT();
  const factor = FACTOR_FIELD[event.searchType];
  const [form, setForm] = useState<BibSearchForm>({
    number: initialNumber ?? '',
    surname: factor === 'surname' ? (initialSurname ?? '') : '',
    personalCode: '',
    birthDate: '',
  });
  const [errors, setErrors] = useState<FieldErrors<BibSearchField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);

  // A shared link knows the bib: start at the second factor (filled in too: at the button).
  useEffect(() => {
    if (!initialNumber || !factor) return;
    const filled = factor === 'surname' && initialSurname;
    formRef.current?.querySelector<HTMLElement>(filled ? 'button[type="submit"]' : `input[name="${factor}"]`)?.focus();
  }, []);
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  });

  const serverField = bibErrorField(error);
  const fieldError = (field: BibSearchField): string | null => {
    const key = errors[field];
    if (key) return t(key);
    if (!error || busy) return null;
    if (serverField === 'number' && field === 'number') return t(error.key);
    if (serverField === 'factor' && field === factor) return t(error.key);
    return null;
  };
  const set = (field: BibSearchField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }) as FieldErrors<BibSearchField>);
  };
  const unavailable = error?.code === 'SearchUnavailable';

  return (
    <form
      ref={formRef}
      className="rl-stack rl-search__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        const found = validateBibSearch(form, event.searchType);
        setErrors(found);
        focusInvalid.current = true;
        if (isValid(found)) onSubmit(form);
      }}
    >
      {event.bibSearchUnavailable || unavailable ? (
        <Notice tone={unavailable ? 'error' : 'info'}>
          <p>{t('search.unavailable')}</p>
          {onFaceInstead ? (
            <Button variant="secondary" onClick={onFaceInstead}>
              {t('search.faceInstead')}
            </Button>
          ) : null}
        </Notice>
      ) : null}
      <Field
        label={t('search.bibLabel')}
        name="number"
        value={form.number}
        onValue={set('number')}
        error={fieldError('number')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      {factor === 'surname' ? (
        <Field
          label={t('search.surnameLabel')}
          name="surname"
          value={form.surname ?? ''}
          onValue={set('surname')}
          error={fieldError('surname')}
          autoComplete="family-name"
          required
        />
      ) : null}
      {factor === 'personalCode' ? (
        <Field
          label={t('search.personalCodeLabel')}
          name="personalCode"
          value={form.personalCode ?? ''}
          onValue={set('personalCode')}
          error={fieldError('personalCode')}
          hint={t('search.personalCodeHint')}
          maxLength={5}
          autoComplete="off"
          required
        />
      ) : null}
      {factor === 'birthDate' ? (
        <Field
          label={t('search.birthDateLabel')}
          name="birthDate"
          value={form.birthDate ?? ''}
          onValue={set('birthDate')}
          error={fieldError('birthDate')}
          hint={t('search.birthDatePlaceholder')}
          placeholder={t('search.birthDatePlaceholder')}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          required
        />
      ) : null}
      {error && !busy && !serverField && !unavailable ? (
        <Notice tone="error">
          <p>{t(error.key)}</p>
          {/* The same search again, with what the participant typed: nothing to retype. */}
          <Button variant="secondary" onClick={() => formRef.current?.requestSubmit()}>
            {t('common.retry')}
          </Button>
        </Notice>
      ) : null}
      <div className="rl-row">
        <Button type="submit" busy={busy}>
          {t('search.submit')}
        </Button>
      </div>
      <NetworkNotices busy={busy} waitingFor="wait.search" onRetry={onRetry} onCancel={onCancel} />
    </form>
  );
}
