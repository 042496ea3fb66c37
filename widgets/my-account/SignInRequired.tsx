import { isWebAddress } from '../../src/links/safe-url';
import { inShop, SEARCH, shopHref, shopPath } from '../../src/links/shop-paths';
import { navigate } from '../../src/runtime/navigation';
import { useStore } from '../../src/runtime/use-store';
import { useValue } from '../../src/runtime/use-value';
import { useT } from '../../src/runtime/WidgetRoot';
import { Button } from '../../src/ui/Button';
import { Notice } from '../../src/ui/Notice';

/**
 * PRODUCT.md §roles-account: my-account requires sign-in. The shop's shell answers
 * `racelens:sign-in`. When the identity provider cannot be reached, this says so with a way on:
 * try again, or find the photos without signing in (PRODUCT.md §states-sso).
 */
export function SignInRequired({ onSignIn }: { onSignIn?: () => void }) {
  const { t } = useT();
  const unavailable = useValue(useStore().session.signInUnavailable);
  const search = shopPath(SEARCH);
  const canSearch = inShop() || isWebAddress(shopHref(search));
  return (
    <div className="rl-stack" part="sign-in-required">
      {unavailable ? (
        <Notice tone="error" title={t('account.signInUnavailable')}>
          <p>{t('account.signInUnavailableText')}</p>
        </Notice>
      ) : (
        <Notice tone="info" title={t('account.signInRequired')}>
          <p>{t('account.signInText')}</p>
        </Notice>
      )}
      <div className="rl-row">
        <Button onClick={() => onSignIn?.()}>{unavailable ? t('common.retry') : t('account.signIn')}</Button>
        {unavailable && canSearch ? (
          <Button variant="secondary" onClick={() => navigate(search)}>
            {t('account.findPhotos')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
