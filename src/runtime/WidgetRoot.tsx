/**
 * The frame of every widget: loads the widget's translation areas, shows a skeleton of the
 * reserved height meanwhile (no layout shift), catches render errors (and parts that failed to
 * load) so the host page never sees a blank widget or an uncaught error — the common error with
 * a retry instead — marks the content with its language, and holds the page's one offline notice.
 */
import { Component, createContext, type ReactNode, useContext } from 'react';
import type { Area } from '../i18n/catalogs';
import { toLanguage } from '../i18n/languages';
import { OfflineNotice } from '../ui/OfflineNotice';
import { OFFLINE_ERROR } from './offline-error';
import { getPage } from './page';
import { type Translation, useTranslation } from './use-translation';

const TranslationContext = createContext<Translation | null>(null);
/** The level of the widget's top heading (its `heading-level`), so it fits the host's outline. */
const HeadingLevelContext = createContext(2);

/** Level of a heading `depth` steps below the widget's top heading (h1–h6). */
export function useHeadingLevel(depth: number): number {
  return Math.min(6, useContext(HeadingLevelContext) + depth);
}

/** A `heading-level` as given (any value) → 1–6; anything else is the default 2. */
export const headingLevelOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6 ? value : 2);

/** The widget's translator, inside a WidgetRoot. */
export function useT(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useT() must be used inside a WidgetRoot');
  return translation;
}

export interface WidgetRootProps {
  /** Which widget this is, for error reports (`racelens:error` detail.widget). */
  widget: string;
  areas?: readonly Area[];
  /** Height reserved while loading, so the page does not jump when the widget appears. */
  minHeight?: string;
  /** The `heading-level` attribute: the level of the widget's top heading (default 2). */
  headingLevel?: unknown;
  children: ReactNode;
}

export function WidgetRoot({ widget, areas = [], minHeight, headingLevel, children }: WidgetRootProps) {
  const translation = useTranslation(areas);
  const style = minHeight ? { minHeight } : undefined;
  if (!translation.ready) {
    const lang = toLanguage(getPage().store.settings.settings.value.lang) ?? 'en';
    return (
      <div className="rl-root" style={style} aria-busy={!translation.failed}>
        {translation.failed ? (
          <p className="rl-notice rl-notice--error" role="alert">
            {OFFLINE_ERROR[lang]}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <TranslationContext.Provider value={translation}>
      <HeadingLevelContext.Provider value={headingLevelOf(headingLevel)}>
        <div className="rl-root" lang={translation.lang} style={style}>
          <ErrorBoundary widget={widget} message={translation.t('common.error')} retry={translation.t('common.retry')}>
            {children}
          </ErrorBoundary>
          {/* Here, not in a part loaded later: the network may be gone before any part could load. */}
          <OfflineNotice text={translation.t('common.offline')} />
        </div>
      </HeadingLevelContext.Provider>
    </TranslationContext.Provider>
  );
}

interface BoundaryProps {
  widget: string;
  message: string;
  retry: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static override getDerivedStateFromError() {
    return { failed: true };
  }

  /** Renders the widget again: a part that failed to load (lazy-part.tsx) is fetched anew. */
  private readonly retry = () => this.setState({ failed: false });

  override componentDidUpdate() {
    // A part that failed while offline loads by itself once the network is back, with no reload
    // and no tap (CHANGELOG.md, the finish-line network); Try again stays for any other failure.
    if (this.state.failed) window.addEventListener('online', this.retry, { once: true });
    else window.removeEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidCatch(error: unknown) {
    // The visitor reads the common error in their language; the page gets the error itself.
    getPage().store.errors.push(new Error(this.props.message));
    if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent('racelens:error', { detail: { widget: this.props.widget, error } }));
  }

  override render() {
    return this.state.failed ? (
      <div className="rl-notice rl-notice--error" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="rl-button rl-button--secondary" onClick={this.retry}>
          {this.props.retry}
        </button>
      </div>
    ) : (
      this.props.children
    );
  }
}
