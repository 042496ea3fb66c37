/** The event's photo reports (one per photographer): pick one to browse its photos. */
import { useState } from 'react';
import type { Album } from '../../src/api/schemas';
import { useT } from '../../src/runtime/WidgetRoot';
import { Button } from '../../src/ui/Button';
import { Heading } from '../../src/ui/Heading';
import { Notice } from '../../src/ui/Notice';
import { AlbumPhotos } from './AlbumPhotos';
import { useGallery } from './context';

export function ReportsTab() {
  const { t } = useT();
  const { event } = useGallery();
  const [report, setReport] = useState<Album | null>(null);

  if (report)
    return (
      <div className="rl-stack">
        <div className="rl-row">
          <Button variant="ghost" onClick={() => setReport(null)}>
            {t('gallery.allReports')}
          </Button>
          <Heading depth={1} className="rl-gallery__subtitle">
            {report.title}
          </Heading>
        </div>
        <AlbumPhotos albumId={report.albumId} listLabel={report.title} />
      </div>
    );
  if (event.reports.length === 0) return <Notice>{t('gallery.noReports')}</Notice>;
  return (
    <ul className="rl-reports" part="reports">
      {event.reports.map((album) => (
        <li key={String(album.albumId)}>
          <button type="button" className="rl-report" onClick={() => setReport(album)}>
            {album.coverUrl ? <img src={album.coverUrl} alt="" width={320} height={213} loading="lazy" /> : <span className="rl-report__cover" />}
            <span className="rl-report__title">{album.title}</span>
            {album.photographer ? <span className="rl-hint">{t('gallery.byPhotographer', { name: album.photographer })}</span> : null}
            <span className="rl-hint">{t('gallery.photoCount', { count: album.photoCount })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
