/**
 * The confirmation e-mail of a protected event's search (PRODUCT.md §overview-languages), by
 * `lang`: one catalogue per language of the SDK's list (src/i18n/languages.ts),
 * examples/sandbox/mails/<lang>.json, `{{event}}` standing for the event's name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../../src/i18n/languages';

const mailsDir = join(import.meta.dirname, '../mails');

interface MailText {
  subject: string;
  intro: string;
}

const texts = new Map<string, MailText>();
const textOf = (lang: string): MailText => {
  let text = texts.get(lang);
  if (!text) texts.set(lang, (text = JSON.parse(readFileSync(join(mailsDir, `${lang}.json`), 'utf8')) as MailText));
  return text;
};

export function verificationMailText(lang: string, eventName: string): { lang: string; subject: string; intro: string } {
  const chosen = (LANGUAGES as readonly string[]).includes(lang) ? lang : 'en';
  const text = textOf(chosen);
  return { lang: chosen, subject: text.subject, intro: text.intro.replace('{{event}}', eventName) };
}
