/**
 * The builder's live preview: the real widgets, as picked, in a frame of the shop's own origin.
 * The frame inherits the shop's Content-Security-Policy (README, "Serving dist/"), which admits
 * the rooms' `<style>` by its hash but refuses the own theme's inline `<style>`; the builder
 * therefore gives the frame its theme through the CSSOM, as a constructed stylesheet of the same
 * text (a CSP does not govern those, ARCHITECTURE.md §security), and changes it in place when
 * the organizer picks another colour. Being of the shop's origin, the frame would also share the
 * visitor's storage — their cart (`cartId`) and language (docs/API.md, "One store per page") —
 * so before its loader runs, the builder makes the frame's storage refuse access, as a sandboxed
 * frame's does (a sandbox would also cut the builder off from the frame's theme).
 * The frame's page holds the rooms and the widgets; the builder adds the loader tag once that page
 * has loaded, so nothing of the SDK runs before the frame's storage is its own.
 */
import { useEffect, useRef } from 'react';

export interface PreviewLoader {
  src: string;
  /** The loader tag's `data-*` values by name without `data-`; empty ones are left out. */
  data: Readonly<Record<string, string | undefined>>;
}

/** The frame's theme sheet, one per document, replaced in place. */
const themeSheets = new WeakMap<Document, CSSStyleSheet>();

function adoptTheme(frame: Window, css: string): void {
  const document = frame.document;
  let sheet = themeSheets.get(document);
  if (!sheet) {
    // A sheet is adopted only by documents of the realm that made it: the frame's constructor.
    sheet = new (frame as unknown as typeof globalThis).CSSStyleSheet();
    themeSheets.set(document, sheet);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(css);
}

/**
 * The frame's storage refuses access, as a sandboxed frame's does: the widgets then keep their
 * cart and choices in memory (src/store/storage.ts), never in the shop visitor's storage.
 */
function noStorage(frame: Window): void {
  const refuse = () => {
    throw new DOMException('The preview keeps nothing in storage', 'SecurityError');
  };
  for (const name of ['sessionStorage', 'localStorage'] as const) Object.defineProperty(frame, name, { get: refuse, configurable: true });
}

function addLoader(frame: Window, { src, data }: PreviewLoader): void {
  const script = frame.document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(data)) if (value) script.setAttribute(`data-${name}`, value);
  frame.document.head.append(script);
}

export function PreviewFrame({ title, page, loader, theme }: { title: string; page: string; loader: PreviewLoader; theme: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  /** The frame's document the loader was added to: a new colour goes into its sheet. */
  const started = useRef<Document | null>(null);
  const themeText = useRef(theme);
  themeText.current = theme;

  useEffect(() => {
    const frame = ref.current?.contentWindow;
    if (frame && frame.document === started.current) adoptTheme(frame, theme);
  }, [theme]);

  const start = () => {
    const frame = ref.current?.contentWindow;
    // Only the page given (about:srcdoc), never the blank document a frame may start with.
    if (frame?.location.href !== 'about:srcdoc') return;
    noStorage(frame);
    adoptTheme(frame, themeText.current);
    addLoader(frame, loader);
    started.current = frame.document;
  };

  // Other loader settings (language, theme, shop) make a new frame: the loader reads them once.
  return <iframe key={JSON.stringify(loader)} ref={ref} className="rl-builder__preview" title={title} srcDoc={page} onLoad={start} />;
}
