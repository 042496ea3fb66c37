import { newId } from '../core/ids';
import { ApiError } from '../http/reply';
import type { EventRecord, ParticipantRecord, SearchTokenRecord, State } from '../store/state';

/**
 * Search tokens (PRODUCT.md §roles-search-token): issued by the competitor service after a bib +
 * second factor or an e-mail verification, they authorise personal searches, cart additions and
 * frame previews of one participant of one event until they expire; then the services answer 401
 * TokenExpired.
 */
export const SEARCH_TOKEN_HEADER = 'x-search-token';

export const tokenExpired = () => new ApiError(401, 'TokenExpired', 'The search token is missing, unknown or expired; search again');

export function issueSearchToken(state: State, event: EventRecord, participant: ParticipantRecord, now: number, ttlMs: number): SearchTokenRecord {
  // Drop tokens that expired long ago so the state file does not grow forever.
  for (const [token, record] of Object.entries(state.searchTokens)) {
    if (record.expiresAt < now - 24 * 3600_000) delete state.searchTokens[token];
  }
  const record: SearchTokenRecord = {
    token: newId('st'),
    eventId: event.eventId,
    competitorId: participant.competitorId,
    issuedOn: new Date(now).toISOString(),
    expiresAt: now + ttlMs,
  };
  state.searchTokens[record.token] = record;
  return record;
}

/**
 * The participant the request's token stands for; 401 TokenExpired when the token is missing,
 * unknown, expired, of another event, or (with `startNumber`) of another participant.
 */
export function requireSearchToken(state: State, token: string | undefined, event: EventRecord, now: number, startNumber?: string): ParticipantRecord {
  const record = token ? state.searchTokens[token] : undefined;
  if (!record || record.expiresAt <= now || record.eventId !== event.eventId) throw tokenExpired();
  const participant = event.participants.find((p) => p.competitorId === record.competitorId);
  if (!participant || (startNumber !== undefined && participant.number !== startNumber)) throw tokenExpired();
  return participant;
}
