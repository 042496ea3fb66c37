/**
 * The participant's videos (PRODUCT.md §routes-search-from-url-video): a player each, loaded on
 * play.
 */
import type { Video } from '../../src/api/schemas';

export function VideoList({ videos }: { videos: Video[] }) {
  return (
    <ul className="rl-search__videos" part="video-list">
      {videos.map((video) => (
        <li key={String(video.videoId)} className="rl-stack">
          {/* biome-ignore lint/a11y/useMediaCaption: the platform's race videos come without caption tracks; the title below names each */}
          <video
            className="rl-search__video"
            src={video.url}
            poster={video.posterUrl}
            controls
            preload="none"
            width={640}
            height={360}
            aria-label={video.title}
          />
          <p>{video.title}</p>
        </li>
      ))}
    </ul>
  );
}
