import { newId } from '../core/ids';
import type { MailRecord, State } from '../store/state';

/** Mail the platform would send is kept for the sandbox mailbox page instead; newest first. */
const KEEP = 200;

export function sendMail(state: State, mail: Omit<MailRecord, 'id' | 'sentOn'>, now: number): MailRecord {
  const record: MailRecord = { ...mail, id: newId('mail'), sentOn: new Date(now).toISOString() };
  state.mail.unshift(record);
  // Seeded past orders send mail "in the past": keep the list ordered by when it was sent.
  state.mail.sort((a, b) => b.sentOn.localeCompare(a.sentOn));
  state.mail.length = Math.min(state.mail.length, KEEP);
  return record;
}

/** Links may be sandbox-relative (downloads); they become absolute for whoever reads the mail. */
export const absoluteLink = (url: string, baseUrl: string) => (url.startsWith('/') ? baseUrl + url : url);
