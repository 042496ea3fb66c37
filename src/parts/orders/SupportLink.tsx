import { useT } from '../../runtime/WidgetRoot';
import { supportHref } from './links';

/** 'Contact support' to the shop's contacts page; plain text when no shop is configured. */
export function SupportLink() {
  const { t } = useT();
  const href = supportHref();
  return href ? (
    <a className="rl-button rl-button--ghost" part="support-link" href={href}>
      {t('common.contactSupport')}
    </a>
  ) : null;
}
