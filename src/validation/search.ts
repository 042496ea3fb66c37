/**
 * The search forms of PRODUCT.md §validation-bib: bib number with its second factor, and e-mail
 * search.
 */
import type { SearchType } from '../api/schemas';
import { birthDate } from './birth-date';
import { collect, type FieldErrors, type MessageKey } from './message-key';
import { email, personalCode, required } from './rules';

export interface BibSearchForm {
  number: string;
  surname?: string;
  personalCode?: string;
  /** DD/MM/YYYY */
  birthDate?: string;
}
export type BibSearchField = keyof BibSearchForm;

/** The bib number always; the second factor the event asks for (its `searchType`). */
export function validateBibSearch(form: BibSearchForm, searchType: SearchType, today?: Date): FieldErrors<BibSearchField> {
  const rules: Partial<Record<BibSearchField, () => MessageKey | null>> = {
    number: () => required(form.number, 'validation.bibRequired'),
  };
  if (searchType === 'surname') rules.surname = () => required(form.surname, 'validation.surnameRequired');
  if (searchType === 'personalCode') rules.personalCode = () => personalCode(form.personalCode);
  if (searchType === 'birthDate') rules.birthDate = () => birthDate(form.birthDate, today);
  return collect(rules as Record<BibSearchField, () => MessageKey | null>);
}

/** E-mail search of protected events. */
export const validateSearchEmail = (value: string | null | undefined): MessageKey | null =>
  email(value, { required: 'validation.searchEmailRequired', invalid: 'validation.searchEmailInvalid' });

/** The server's answer that the second factor did not match (400 CheckData). */
export const CHECK_DATA_KEY: MessageKey = 'validation.checkData';
