import { useT } from '../../src/runtime/WidgetRoot';
import { Button } from '../../src/ui/Button';
import { Notice } from '../../src/ui/Notice';

/**
 * PRODUCT.md §roles-account: my-account requires sign-in. The shop's shell answers
 * `racelens:sign-in`.
 */
export function SignInRequired({ onSignIn }: { onSignIn?: () => void }) {
  const { t } = useT();
  return (
    <div className="rl-stack" part="sign-in-required">
      <Notice tone="info" title={t('account.signInRequired')}>
        <p>{t('account.signInText')}</p>
      </Notice>
      <div className="rl-row">
        <Button onClick={() => onSignIn?.()}>{t('account.signIn')}</Button>
      </div>
    </div>
  );
}
