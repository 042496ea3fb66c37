/**
 * "Make a finisher card" (PRODUCT.md §routes-order-card, ARCHITECTURE.md §finisher-card): the
 * participant checks the bib, may type a finish time and pick the distance (kept on this device),
 * and the card is made on the device in both formats, previewed, and handed to the share sheet
 * (or downloaded where files cannot be shared). Nothing is uploaded. This part, its styles, the QR
 * encoder and the drawing load only when the dialog is first opened.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Order, OrderItem } from '../../api/schemas';
import { formatDay } from '../../i18n/dates';
import { webUrl } from '../../links/safe-url';
import { getPage } from '../../runtime/page';
import { useFeature, usePageLang, useStore } from '../../runtime/use-store';
import { useValue } from '../../runtime/use-value';
import { useT } from '../../runtime/WidgetRoot';
import { orderOf } from '../../store/orders/order';
import { cardLogo } from '../../theme/logos';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { ErrorText } from '../../ui/Notice';
import { useMutation } from '../../ui/use-mutation';
import { useShadowStyle } from '../../ui/use-shadow-style';
import { shareOrSave } from '../orders/share-browser';
import { type OrderShareContext, shareContextFor, useShareContext } from '../orders/share-context';
import { isAbort, slug } from '../orders/share-rules';
import { canShareFiles } from '../orders/share-support';
import { qrModules } from '../qr';
import css from './card.css?inline';
import { type CardEntry, isFinishTime, keepCard, recallCard } from './card-memory';
import { composeCard, decodePicture, fitPicture, imagePicture, loadFonts, type Picture } from './compose';
import { CARD_FORMATS, CARD_SIZES, type CardFormat, cardStyle, shortLink } from './layout';

export interface CardDialogProps {
  order: Order;
  item: OrderItem;
  open: boolean;
  onClose: () => void;
}

interface Card {
  format: CardFormat;
  file: File;
  url: string;
}

type Failure = 'photo' | 'unreadable' | 'failed';

/** A failure while making the card, as the words it shows. */
class CardFailure extends Error {
  constructor(readonly kind: Failure) {
    super(kind);
  }
}

export function CardDialog({ order, item, open, onClose }: CardDialogProps) {
  const { t } = useT();
  const store = useStore();
  const orders = useFeature(orderOf);
  const lang = usePageLang();
  const theme = useValue(getPage().theme);
  const settings = useValue(store.settings.settings);
  const context = useShareContext(order);
  const root = useRef<HTMLDivElement>(null);
  useShadowStyle(root, css);
  const ids = useId();
  const itemId = String(item.orderItemId);
  const about = context.about;

  const kept = useMemo(() => recallCard(store.storage.local, order.orderId, itemId), [order.orderId, itemId]);
  // What the participant changed; the rest is what was kept, else the searched bib and the event's only distance.
  const [edits, setEdits] = useState<Partial<CardEntry>>({});
  const fieldsFor = (known: OrderShareContext['about']): CardEntry => ({
    bib: edits.bib ?? (kept.bib || known?.bib || ''),
    time: edits.time ?? kept.time,
    distance: edits.distance ?? (kept.distance || (known?.distances.length === 1 ? known.distances[0]! : '')),
  });
  const distances = about?.distances ?? [];
  const { bib, time, distance } = fieldsFor(about);
  const timeOk = isFinishTime(time);
  const update = (change: Partial<CardEntry>) => setEdits((e) => ({ ...e, ...change }));

  const [cards, setCards] = useState<Card[]>([]);
  useEffect(
    () => () => {
      for (const card of cards) URL.revokeObjectURL(card.url);
    },
    [cards],
  );
  const photo = useRef<Picture | null>(null);
  useEffect(() => () => photo.current?.close(), []);

  const url = webUrl(item.downloadUrl);
  const making = useMutation(
    async (_: null) => {
      try {
        if (!url) throw new CardFailure('photo');
        // The event as found for this order (at once when the dialog has it already).
        const known = await shareContextFor(order);
        const { bib, time, distance } = fieldsFor(known.about);
        keepCard(store.storage.local, order.orderId, itemId, { bib: bib.trim(), time: time.trim(), distance });
        // The tenant theme's tokens, resolved (every token has a value): the card's only source of colour, font and radius.
        const style = cardStyle(theme.tokens);
        const [picture, logo] = await Promise.all([photo.current ?? pictureOf(url), logoOf(cardLogo(theme)), loadFonts(style.family)]);
        photo.current = picture;
        const link = known.link;
        const texts = {
          event: known.event,
          details: [known.about ? formatDay(known.about.date, lang) : '', distance].filter(Boolean).join(' · ') || null,
          bibLabel: t('share.cardOnBib'),
          bib: bib.trim() || null,
          timeLabel: t('share.cardOnTime'),
          time: time.trim() || null,
          find: t('share.cardOnFind'),
          link: link ? shortLink(link) : null,
          brand: logo ? null : settings.tenantName || null,
        };
        const qr = link ? qrModules(link) : null;
        const made: Card[] = [];
        for (const format of CARD_FORMATS) {
          const input = { format, photo: picture, logo, qr, texts, style };
          // A browser that counts the logo's image as foreign refuses the export: the card then names the organizer instead.
          const blob = await composeCard(input).catch((error: unknown) => {
            if (!logo || (error as Error | null)?.name !== 'SecurityError') throw error;
            return composeCard({ ...input, logo: null, texts: { ...texts, brand: settings.tenantName || null } });
          });
          const name = `finisher-${slug(known.event ?? '') || 'race'}-${slug(bib) || slug(order.number) || 'card'}-${format}.jpg`;
          const file = new File([blob], name, { type: blob.type });
          made.push({ format, file, url: URL.createObjectURL(file) });
        }
        logo?.close();
        setCards(made);
        return { ok: true as const, data: null };
      } catch (error) {
        return { ok: false as const, error: error instanceof CardFailure ? error.kind : ('failed' as Failure) };
      }
    },
    { single: true },
  );

  /** The purchased file, fetched as every download is (a Blob: the canvas stays exportable). */
  async function pictureOf(from: string): Promise<Picture> {
    const result = await orders.download(from);
    if (!result.ok) throw new CardFailure('photo');
    const picture = await decodePicture(result.data).catch(() => {
      throw new CardFailure('unreadable');
    });
    return fitPicture(picture);
  }

  /** The organizer's logo, fetched the same way; without one (or when it does not come) the card names the organizer. */
  async function logoOf(address: string): Promise<Picture | null> {
    if (!address) return null;
    try {
      // A logo written into the settings (a data:image) is an image already: no request, which a
      // strict Content-Security-Policy might refuse.
      if (/^data:image\//i.test(address)) return await imagePicture(address);
      const result = await orders.download(new URL(address, document.baseURI).href);
      return result.ok ? await decodePicture(result.data) : null;
    } catch {
      return null;
    }
  }

  const sharing = useMutation(
    async (file: File) => {
      try {
        await shareOrSave(file);
      } catch (error) {
        if (!isAbort(error)) return { ok: false, error };
      }
      return { ok: true, data: null };
    },
    { single: true },
  );
  const withFiles = canShareFiles();
  const failure = making.status === 'error' ? (making.error as Failure) : null;

  return (
    <Dialog open={open} title={t('share.cardTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <div ref={root} className="rl-card" part="finisher-card">
        <p className="rl-card__note">{t('share.cardPrivacy')}</p>
        <form
          className="rl-card__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (timeOk) void making.run(null);
          }}
        >
          <Field label={t('share.cardBib')} value={bib} onValue={(v) => update({ bib: v.slice(0, 20) })} autoComplete="off" maxLength={20} />
          <Field
            label={t('share.cardTime')}
            value={time}
            onValue={(v) => update({ time: v.slice(0, 12) })}
            hint={t('share.cardTimeHint')}
            error={timeOk ? undefined : t('share.cardTimeInvalid')}
            autoComplete="off"
            maxLength={12}
          />
          {distances.length > 1 ? (
            <div className="rl-field" part="field">
              <label htmlFor={`${ids}-distance`} className="rl-label">
                {t('share.cardDistance')}
              </label>
              <select
                id={`${ids}-distance`}
                className="rl-input"
                part="input"
                value={distance}
                onChange={(e) => update({ distance: (e.currentTarget as HTMLSelectElement).value })}
              >
                <option value="">{t('share.cardDistanceNone')}</option>
                {distances.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <Button type="submit" busy={making.pending}>
            {cards.length ? t('share.cardRemake') : t('share.cardMake')}
          </Button>
          <ErrorText>
            {failure ? t(failure === 'photo' ? 'share.cardPhotoFailed' : failure === 'unreadable' ? 'share.cardUnreadable' : 'share.cardFailed') : null}
          </ErrorText>
        </form>
        {cards.length ? (
          <ul className="rl-card__previews" aria-label={t('share.cardPreviews')}>
            {cards.map((card) => {
              const { width, height } = CARD_SIZES[card.format];
              const name = t(card.format === 'story' ? 'share.cardStory' : 'share.cardSquare');
              return (
                <li key={card.format} className={`rl-card__preview rl-card__preview--${card.format}`}>
                  <img src={card.url} alt={t('share.cardPreview', { format: name })} width={width} height={height} data-format={card.format} />
                  <p className="rl-card__caption">
                    {name} · {width} × {height}
                  </p>
                  <Button variant="secondary" busy={sharing.pending} onClick={() => void sharing.run(card.file)}>
                    {t(withFiles ? 'share.cardShare' : 'share.cardSave', { format: name })}
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <ErrorText>{sharing.status === 'error' ? t('share.shareOneFailed') : null}</ErrorText>
      </div>
    </Dialog>
  );
}
