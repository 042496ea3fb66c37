/**
 * A day for display in the page's language ('12 May 2026'): one `Intl.DateTimeFormat` per language
 * and style, made once. Each one takes the browser milliseconds to make on a slow phone, and a
 * list draws a date per row (the home page's event cards, the order history). '' for a date that
 * cannot be read; the ISO day where the browser cannot format that language.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDay(iso: string, lang: string, style: 'long' | 'medium' = 'medium'): string {
  const day = new Date(iso);
  if (Number.isNaN(day.getTime())) return '';
  const key = `${lang}|${style}`;
  try {
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(lang, { dateStyle: style });
      formats.set(key, format);
    }
    return format.format(day);
  } catch {
    return day.toISOString().slice(0, 10);
  }
}
