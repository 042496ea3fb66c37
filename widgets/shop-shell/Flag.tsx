/**
 * A language's flag (PRODUCT.md §shell-assets: /img/lang/{id}.svg), beside the language's name:
 * decorative.
 */
import type { Language } from '../../src/i18n/languages';
import { ASSETS } from './constants';

export const Flag = ({ lang }: { lang: Language }) => <img className="rl-flag" src={ASSETS.flag(lang)} alt="" width={20} height={14} loading="lazy" />;
