/**
 * The language dropdown (PRODUCT.md §shell-language): the configured languages with their flags,
 * else all; it opens and closes 250 ms after the pointer asks (so passing over it does nothing), at
 * once by keyboard. After a choice it stays closed for 100 ms before it can open again, so the
 * pointer still resting on it does not bring the list straight back in the new language.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { LANGUAGE_OPTIONS, type Language } from '../../src/i18n/languages';
import { useT } from '../../src/runtime/WidgetRoot';
import { DROPDOWN_DELAY_MS, LANGUAGE_REOPEN_MS } from './constants';
import { Flag } from './Flag';

export interface LanguagePickerProps {
  languages: Language[];
  current: Language;
  onPick: (lang: Language) => void;
}

export function LanguagePicker({ languages, current, onPick }: LanguagePickerProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const resting = useRef(false);
  const restTimer = useRef<ReturnType<typeof setTimeout>>();
  const listId = useId();
  const options = LANGUAGE_OPTIONS.filter((o) => languages.includes(o.id));
  const show = (value: boolean) => setOpen(value && !resting.current);
  const later = (value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(value), DROPDOWN_DELAY_MS);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(restTimer.current);
    },
    [],
  );
  const currentText = LANGUAGE_OPTIONS.find((o) => o.id === current)?.text ?? current;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering opens the list as a mouse shortcut; the button inside serves keyboard and touch
    <div className="rl-lang" onMouseEnter={() => later(true)} onMouseLeave={() => later(false)}>
      <button
        type="button"
        className="rl-lang__button"
        part="language-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language.label')}: ${currentText}`}
        onClick={() => {
          clearTimeout(timer.current);
          show(!open);
        }}
      >
        <Flag lang={current} /> {current.toUpperCase()}
      </button>
      <ul id={listId} className="rl-lang__list" hidden={!open} part="language-list">
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              lang={option.id}
              className="rl-lang__option"
              aria-current={option.id === current ? 'true' : undefined}
              onClick={() => {
                clearTimeout(timer.current);
                setOpen(false);
                resting.current = true;
                clearTimeout(restTimer.current);
                restTimer.current = setTimeout(() => (resting.current = false), LANGUAGE_REOPEN_MS);
                onPick(option.id);
              }}
            >
              <Flag lang={option.id} /> {option.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
