/**
 * Translators for the widgets. Each call makes its own (the store holds one per page for all
 * widgets; tests need isolated ones). Only the active language is loaded, and of it only the
 * areas the widgets on the page asked for; other languages load on demand when the visitor
 * switches, with the same areas.
 */
import { type Area, areaLoader, type Catalog } from './catalogs';
import { DEFAULT_LANGUAGE, type Language, toLanguage } from './languages';
import { createTranslator, type Translator } from './translator';

export type I18n = Translator;

/** Loads one area of one language (replaceable in tests, or by a host that ships catalogues). */
export type AreaLoader = (area: Area, lang: Language) => Promise<{ default: Catalog }>;

export interface CreateI18nOptions {
  /** Areas to load before the translator is ready; `core` is always among them. */
  areas?: Area[];
  loader?: AreaLoader;
}

interface InstanceState {
  loader: AreaLoader;
  areas: Set<Area>;
  loaded: Set<string>;
  pending: Map<string, Promise<void>>;
  /** The language asked for last: the one a finished load may switch to. */
  wanted: Language | null;
}
const states = new WeakMap<I18n, InstanceState>();

const defaultLoader: AreaLoader = (area, lang) => areaLoader(area, lang)();

/**
 * A ready translator showing `lang` (unsupported or missing → en) with the given areas loaded.
 * Rejects when a catalogue chunk cannot be loaded.
 */
export async function createI18n(lang?: string | null, options: CreateI18nOptions = {}): Promise<I18n> {
  const language = toLanguage(lang) ?? DEFAULT_LANGUAGE;
  const i18n = createTranslator(language);
  states.set(i18n, {
    loader: options.loader ?? defaultLoader,
    areas: new Set(),
    loaded: new Set(),
    pending: new Map(),
    wanted: null,
  });
  await loadAreas(i18n, ['core', ...(options.areas ?? [])]);
  return i18n;
}

/** Whether every area in use is loaded for `lang`. */
export function isLanguageLoaded(i18n: I18n, lang: Language): boolean {
  const state = stateOf(i18n);
  return state.areas.size > 0 && [...state.areas].every((area) => state.loaded.has(`${area}/${lang}`));
}

function loadOne(i18n: I18n, state: InstanceState, area: Area, lang: Language): Promise<void> {
  const id = `${area}/${lang}`;
  if (state.loaded.has(id)) return Promise.resolve();
  let pending = state.pending.get(id);
  if (!pending) {
    // A failed load is forgotten (finally), so a retry fetches again.
    pending = state
      .loader(area, lang)
      .then((module) => {
        i18n.addCatalog(lang, module.default);
        state.loaded.add(id);
      })
      .finally(() => state.pending.delete(id));
    state.pending.set(id, pending);
  }
  return pending;
}

/**
 * Loads areas a widget needs, in the current language and in the one a switch under way is
 * loading (a widget that starts mid-switch must not be left in the old language); later
 * language switches include them.
 */
export async function loadAreas(i18n: I18n, areas: readonly Area[]): Promise<void> {
  const state = stateOf(i18n);
  for (const area of areas) state.areas.add(area);
  // loadOne skips what is loaded or on its way, so naming the language twice costs nothing.
  await Promise.all([i18n.language, state.wanted ?? i18n.language].flatMap((lang) => areas.map((area) => loadOne(i18n, state, area, lang))));
}

/** Loads every area in use for `lang` once. */
export function loadLanguage(i18n: I18n, lang: Language): Promise<void> {
  const state = stateOf(i18n);
  return Promise.all([...state.areas].map((area) => loadOne(i18n, state, area, lang))).then(() => undefined);
}

/**
 * Loads `lang` on demand, then switches to it. When the visitor picks languages quickly, only
 * the last pick is applied (an earlier, slower load does not switch back). Resolves to the
 * language in use afterwards.
 */
export async function changeLanguage(i18n: I18n, lang: string): Promise<Language> {
  const state = stateOf(i18n);
  const language = toLanguage(lang) ?? DEFAULT_LANGUAGE;
  state.wanted = language;
  // An area a widget asked for during the load is loaded too before the switch.
  do {
    await loadLanguage(i18n, language);
  } while (state.wanted === language && !isLanguageLoaded(i18n, language));
  if (state.wanted === language) i18n.setLanguage(language);
  return i18n.language;
}

function stateOf(i18n: I18n): InstanceState {
  const state = states.get(i18n);
  if (!state) throw new Error('Racelens i18n: use an instance made by createI18n()');
  return state;
}
