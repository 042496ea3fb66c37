/**
 * Face recognition takes about a minute (PRODUCT.md §constants-timing): a bar that fills over that
 * time, and Cancel.
 */
import { useEffect, useState } from 'react';
import { useFeature } from '../../../src/runtime/use-store';
import { useValue } from '../../../src/runtime/use-value';
import { useT } from '../../../src/runtime/WidgetRoot';
import { faceSearchOf } from '../../../src/store/face-search';
import { Button, Progress } from '../../../src/ui';

const EXPECTED_MS = 60_000;

export function SearchProgress({ onCancel }: { onCancel: () => void }) {
  const { t } = useT();
  const startedAt = useValue(useFeature(faceSearchOf).startedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // Never full before the answer: the last stretch waits for the server.
  const value = startedAt ? Math.min(0.95, (now - startedAt) / EXPECTED_MS) : 0;
  return (
    <div className="rl-stack" role="status">
      <Progress label={t('selfie.searching')} value={value} />
      <div className="rl-row">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
