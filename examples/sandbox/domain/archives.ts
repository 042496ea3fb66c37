import type { Clock } from '../core/clock';
import type { ArchiveRecord, OrderRecord } from '../store/state';
import type { Archive } from '../wire';

/** How long building an archive "takes" (before timeScale): Pending, then Processing, then Published. */
const PENDING_MS = 600;
const READY_MS = 2000;

/** The state follows from the archive's age: nothing runs in the background. */
export function archiveState(archive: ArchiveRecord, clock: Clock): Archive['state'] {
  const age = clock.now() - Date.parse(archive.createdOn);
  if (age < clock.scale(PENDING_MS)) return 'Pending';
  if (age < clock.scale(READY_MS)) return 'Processing';
  return 'Published';
}

export const archiveFileName = (order: OrderRecord) => `order-${order.number}.zip`;

export const archiveFilePath = (archive: ArchiveRecord, order: OrderRecord) => `/sandbox/files/archives/${archive.id}/${archive.key}/${archiveFileName(order)}`;
