/**
 * The search rules of PRODUCT.md §states-search-token and PRODUCT.md §errors-search as plain
 * functions.
 */
import type { ApiError, Result } from '../api/http';
import type { SearchToken, SearchType, TokenRequest } from '../api/schemas';
import { toIsoDate } from '../validation/birth-date';
import type { MessageKey } from '../validation/message-key';
import { type BibSearchForm, CHECK_DATA_KEY } from '../validation/search';
import type { SearchTokenEntry } from './session';

export interface SearchError {
  /** HTTP status, 1001 without response, 0 for a check made before any call. */
  status: number;
  code: string;
  key: MessageKey;
  /** The search token was refused: search again from the start. */
  expired: boolean;
}

/**
 * PRODUCT.md §states-search-token, PRODUCT.md §errors-search: 401 or 500 means the search token
 * expired; other statuses are search errors.
 */
export const isTokenExpiredStatus = (status: number): boolean => status === 401 || status === 500;

const SEARCH_ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  CompetitorNotFound: 'search.participantNotFound',
  CheckData: CHECK_DATA_KEY,
  SearchUnavailable: 'search.unavailable',
  VerificationRequired: 'search.verificationRequired',
  EmailNotRegistered: 'search.emailMismatch',
};

export function searchError(error: ApiError): SearchError {
  const expired = isTokenExpiredStatus(error.status);
  return {
    status: error.status,
    code: error.code,
    expired,
    key: expired ? 'search.tokenExpired' : (SEARCH_ERROR_KEYS[error.code] ?? 'common.error'),
  };
}

export const EXPIRED_TOKEN: SearchTokenEntry = { token: null, expired: true, competitor: null };

/**
 * PRODUCT.md §states-search-token: 200 stores it and clears the expiry flag; 401 or 500 marks it
 * expired and clears it; any other failure sets a search error and leaves the token as it was.
 */
export function searchTokenOutcome(result: Result<SearchToken>, previous: SearchTokenEntry): { entry: SearchTokenEntry; error: SearchError | null } {
  if (result.ok) {
    return { entry: { token: result.data.token, expired: false, competitor: result.data.competitor }, error: null };
  }
  const error = searchError(result.error);
  return { entry: error.expired ? EXPIRED_TOKEN : previous, error };
}

/** The token request of a bib search for the event's second factor; null for e-mail events. */
export function tokenRequest(form: BibSearchForm, searchType: SearchType): TokenRequest | null {
  const number = form.number.trim();
  switch (searchType) {
    case 'surname':
      return { number, surname: (form.surname ?? '').trim() };
    case 'personalCode':
      return { number, personalCode: (form.personalCode ?? '').trim() };
    case 'birthDate': {
      const birthDate = toIsoDate(form.birthDate ?? '');
      return birthDate ? { number, birthDate } : null;
    }
    default:
      return null;
  }
}

/**
 * What to tell a visitor whose search finished without photos: still processing; nothing for
 * the participant they named (bib or e-mail search); or no photos (face search).
 */
export const emptyPhotosKey = (processing: boolean | undefined, forParticipant = false): MessageKey =>
  processing ? 'search.processing' : forParticipant ? 'search.nothingForParticipant' : 'search.noPhotos';
