/**
 * The embed builder (PRODUCT.md §routes-organizers-builder): a section of the organizers' page
 * where an organizer picks the event, the widgets and their settings, the theme, language,
 * currency and shop address, sees the real widgets live and copies the code (HTML, WordPress,
 * React, Vue), and downloads the QR code of the event's search link. A lazy part of the
 * information page, with its own strings (the `builder` area) and styles: no other page loads it.
 */
import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import { readPageConfig } from '../../../src/config';
import { dashed } from '../../../src/elements/names';
import { roomsStyleElement } from '../../../src/embed/snippet';
import { LANGUAGE_OPTIONS } from '../../../src/i18n/languages';
import { isSafeImageUrl, webAddress } from '../../../src/links/safe-url';
import { SEARCH, shopPath } from '../../../src/links/shop-paths';
import { useT } from '../../../src/runtime/WidgetRoot';
import { TENANT_LAYERS } from '../../../src/theme/themes';
import { Button } from '../../../src/ui/Button';
import { Checkbox } from '../../../src/ui/Checkbox';
import { Field } from '../../../src/ui/Field';
import { useShadowStyle } from '../../../src/ui/use-shadow-style';
import { embedRooms, embedWidgets } from '../../embed-widgets';
import css from './builder.css?inline';
import { type BuilderState, settable, startState, toChoice } from './choice';
import { htmlCode, reactCode, shortcodes, styleTexts, themeCss, vueCode, type WordpressField, wordpressCode, wordpressSettings } from './code';
import { EventPicker } from './EventPicker';
import { PreviewFrame } from './PreviewFrame';
import { qrPng, qrSvg } from './qr';
import { useStyleHashes } from './style-hash';

type CodeTab = 'html' | 'wordpress' | 'react' | 'vue';

/** Where the WordPress plugin is offered (PRODUCT.md §routes-organizers-builder). */
const WORDPRESS_PLUGIN = 'https://wordpress.org/plugins/racelens/';

const loaderAddress = () => document.querySelector<HTMLScriptElement>('script[src$="/loader.js"]')?.src ?? '';

function Select({ label, value, onValue, options }: { label: string; value: string; onValue: (v: string) => void; options: Array<[string, string]> }) {
  const id = useId();
  return (
    <div className="rl-field" part="field">
      <label htmlFor={id} className="rl-label">
        {label}
      </label>
      <select id={id} className="rl-input" value={value} onChange={(e) => onValue((e.currentTarget as HTMLSelectElement).value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function download(name: string, blob: Blob) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export default function EmbedBuilder() {
  // Its texts (the `builder` area) came with its code (InfoPage.tsx withAreas).
  const { t, ready } = useT();
  const root = useRef<HTMLElement>(null);
  useShadowStyle(root, css);
  const [state, setState] = useState<BuilderState>(() => startState(readPageConfig().shopUrl ?? location.origin));
  const [tab, setTab] = useState<CodeTab>('html');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const update = (change: Partial<BuilderState>) => setState((s) => ({ ...s, ...change }));
  const setAttribute = (tag: string, name: string, value: string | boolean) =>
    setState((s) => ({ ...s, attributes: { ...s.attributes, [tag]: { ...s.attributes[tag], [name]: value } } }));

  const choice = useMemo(() => toChoice(state, loaderAddress(), readPageConfig().api ?? ''), [state]);
  const html = htmlCode(choice);
  const htmlText = `<!-- ${t('builder.inHead')} -->\n${html.head}\n\n<!-- ${t('builder.whereWidgets')} -->\n${html.body}\n`;
  const wordpress = wordpressCode(choice);
  /** A setting as the plugin's page shows it: a language by its name, a switch turned off as "off". */
  const settingText = (field: WordpressField, value: string) => {
    if (field === 'lang') return LANGUAGE_OPTIONS.find((o) => o.id === value)?.text ?? value;
    return field === 'finisher_card' ? t('builder.wp.off') : value;
  };
  const code: Record<CodeTab, string> = {
    html: htmlText,
    wordpress: shortcodes(choice),
    react: reactCode(choice),
    vue: vueCode(choice),
  };
  const styleHashes = useStyleHashes(styleTexts(choice));
  // The preview's page holds the rooms and the widgets; PreviewFrame adds the loader and the own theme.
  const preview = `<!doctype html><html lang="${state.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${roomsStyleElement(embedRooms)}</head><body>${html.body}</body></html>`;
  useEffect(() => setCopied(null), [tab, state]);

  const shop = webAddress(state.shop);
  const eventId = /^\d{1,12}$/.test(state.eventId.trim()) ? state.eventId.trim() : '';
  const searchLink = shop && eventId ? `${shop.replace(/\/$/, '')}${shopPath(SEARCH, {}, { event: eventId })}` : '';
  const qrImage = searchLink ? `data:image/svg+xml,${encodeURIComponent(qrSvg(searchLink))}` : '';

  const copy = () =>
    navigator.clipboard.writeText(code[tab]).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  const widgetName = (component: string) => {
    const key = `builder.widget.${component}` as Parameters<typeof t>[0];
    const text = t(key);
    return text === key ? component : text;
  };

  if (!ready) return <section ref={root} className="rl-builder rl-builder-room" aria-busy="true" />;
  return (
    <section ref={root} className="rl-builder rl-stack" aria-labelledby="rl-builder-title">
      <h2 id="rl-builder-title">{t('builder.title')}</h2>
      <p>{t('builder.intro')}</p>
      <div className="rl-builder__grid">
        <div className="rl-stack">
          <EventPicker t={t} eventId={state.eventId} onEventId={(eventId) => update({ eventId })} />
          <fieldset className="rl-stack">
            <legend>{t('builder.widgets')}</legend>
            {embedWidgets.map((widget) => {
              const picked = state.picked.includes(widget.tag);
              return (
                <div key={widget.tag} className="rl-stack">
                  <Checkbox
                    checked={picked}
                    onChecked={(on) => update({ picked: on ? [...state.picked, widget.tag] : state.picked.filter((tag) => tag !== widget.tag) })}
                  >
                    {widgetName(widget.component)}
                  </Checkbox>
                  {picked
                    ? settable(widget.attributes).map((attribute) => {
                        const label = t('builder.attribute', { name: `${widgetName(widget.component)}: ${dashed(attribute.name)}` });
                        const value = state.attributes[widget.tag]?.[attribute.name];
                        if (attribute.type === 'boolean')
                          return (
                            <Checkbox key={attribute.name} checked={value === true} onChecked={(on) => setAttribute(widget.tag, attribute.name, on)}>
                              {label}
                            </Checkbox>
                          );
                        if (attribute.values)
                          return (
                            <Select
                              key={attribute.name}
                              label={label}
                              value={typeof value === 'string' ? value : String(attribute.default ?? '')}
                              onValue={(v) => setAttribute(widget.tag, attribute.name, v)}
                              options={[
                                ...(attribute.default === undefined ? [['', '—'] as [string, string]] : []),
                                ...attribute.values.map((v) => [v, v] as [string, string]),
                              ]}
                            />
                          );
                        return (
                          <Field
                            key={attribute.name}
                            label={label}
                            value={typeof value === 'string' ? value : ''}
                            inputMode={attribute.type === 'number' ? 'numeric' : 'text'}
                            onValue={(v) => setAttribute(widget.tag, attribute.name, v)}
                          />
                        );
                      })
                    : null}
                </div>
              );
            })}
            {state.picked.length === 0 ? <p role="status">{t('builder.none')}</p> : null}
          </fieldset>
          <fieldset className="rl-stack">
            <legend>{t('builder.theme')}</legend>
            <Select
              label={t('builder.tenantTheme')}
              value={state.tenant}
              onValue={(tenant) => update({ tenant })}
              options={Object.keys(TENANT_LAYERS).map((name, i) => [i === 0 ? '' : name, i === 0 ? t('builder.defaultTheme') : name])}
            />
            <div className="rl-field" part="field">
              <label className="rl-label" htmlFor="rl-builder-colour">
                {t('builder.ownColour')}
              </label>
              <input
                id="rl-builder-colour"
                type="color"
                className="rl-builder__colour"
                value={state.primary || '#000000'}
                onInput={(e) => update({ primary: (e.currentTarget as HTMLInputElement).value })}
              />
            </div>
            <Field label={t('builder.ownFont')} value={state.font} onValue={(font) => update({ font })} />
          </fieldset>
          <Select label={t('builder.language')} value={state.lang} onValue={(lang) => update({ lang })} options={LANGUAGE_OPTIONS.map((o) => [o.id, o.text])} />
          <Field
            label={t('builder.currency')}
            hint={t('builder.currencyHint')}
            value={state.currency}
            inputMode="numeric"
            onValue={(currency) => update({ currency })}
          />
          <Field label={t('builder.shop')} hint={t('builder.shopHint')} value={state.shop} type="url" onValue={(shop) => update({ shop })} />
          <Checkbox checked={state.finisherCard} onChecked={(finisherCard) => update({ finisherCard })}>
            {t('builder.finisherCard')}
          </Checkbox>
        </div>
        <div className="rl-stack">
          <h3>{t('builder.preview')}</h3>
          <PreviewFrame title={t('builder.previewTitle')} page={preview} loader={{ src: choice.loader, data: choice.data }} theme={themeCss(choice)} />
        </div>
      </div>
      <h3>{t('builder.code')}</h3>
      {/* Toggle buttons rather than the kit's Tabs: a lazy part importing Tabs would re-split the
          chunks the gallery and the search share, and grow their first loads (ARCHITECTURE.md §budgets). */}
      <div className="rl-builder__copy" role="group" aria-label={t('builder.code')}>
        {(
          [
            ['html', 'HTML'],
            ['wordpress', 'WordPress'],
            ['react', 'React'],
            ['vue', 'Vue'],
          ] as const
        ).map(([id, label]) => (
          <Button key={id} variant={tab === id ? 'primary' : 'secondary'} aria-pressed={tab === id} onClick={() => setTab(id)}>
            {label}
          </Button>
        ))}
      </div>
      <div className="rl-stack">
        {tab === 'wordpress' ? (
          <div className="rl-stack">
            <p>
              {t('builder.wordpressText')} <a href={WORDPRESS_PLUGIN}>{t('builder.wordpressPlugin')}</a>
            </p>
            <ul>
              {wordpress.map((w) => (
                <li key={w.block}>
                  {t('builder.block')}: <code>{w.block}</code>
                </li>
              ))}
            </ul>
            <p>{t('builder.wordpressSettings')}</p>
            <dl className="rl-builder__settings">
              {wordpressSettings(choice).map(({ field, value }) => (
                <Fragment key={field}>
                  <dt>{t(`builder.wp.${field}`)}</dt>
                  <dd>
                    <code>{settingText(field, value)}</code>
                  </dd>
                </Fragment>
              ))}
            </dl>
            <p>{t('builder.shortcode')}:</p>
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the code box scrolls sideways; the keyboard must reach it (WCAG 2.1.1). */}
        <pre className="rl-builder__code" role="region" tabIndex={0} aria-label={t('builder.codeLabel')}>
          <code>{code[tab]}</code>
        </pre>
        {(tab === 'html' || tab === 'vue') && styleHashes.length ? <p>{t('builder.styleHashes', { hashes: styleHashes.join(' ') })}</p> : null}
        <div className="rl-builder__copy">
          <Button onClick={copy}>{t('builder.copy')}</Button>
          <span role="status">{copied === 'yes' ? t('builder.copied') : copied === 'no' ? t('builder.copyFailed') : ''}</span>
        </div>
      </div>
      {searchLink ? (
        <div className="rl-stack">
          <h3>{t('builder.qr')}</h3>
          <p>{t('builder.qrText')}</p>
          <p>
            <a href={searchLink}>{searchLink}</a>
          </p>
          <p>{t('builder.qrBib', { example: `${shop!.replace(/\/$/, '')}${shopPath('/search/:id/:number', { id: eventId, number: '1234' })}` })}</p>
          {isSafeImageUrl(qrImage) ? <img className="rl-builder__qr" src={qrImage} alt={t('builder.qr')} width={200} height={200} /> : null}
          <div className="rl-builder__copy">
            <Button variant="secondary" onClick={() => download(`event-${eventId}-search.svg`, new Blob([qrSvg(searchLink)], { type: 'image/svg+xml' }))}>
              {t('builder.downloadSvg')}
            </Button>
            <Button variant="secondary" onClick={() => qrPng(searchLink).then((png) => download(`event-${eventId}-search.png`, png))}>
              {t('builder.downloadPng')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
