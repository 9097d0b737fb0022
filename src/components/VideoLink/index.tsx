import React, { lazy, Suspense, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { inlineContent } from '@site/src/components/InlineContent';
import { videoEmbedUrl } from './videoEmbedUrl';
import styles from './styles.module.css';

// The dialog and its player load only when a visitor opens a video.
const VideoModal = lazy(() => import('./VideoModal'));

export type VideoLinkProps = {
  /** A YouTube or Vimeo address; anything else fails the build of the page. */
  video_url: string;
  /** What the video is about: the dialog's and the player's name. */
  title?: string;
  /** The trigger's content; defaults to 'Bekijk de video'. */
  children?: ReactNode;
  className?: string;
};

/** A button that opens the video in a dialog. No request goes to the video host before that. */
export default function VideoLink({ video_url, title, children, className }: VideoLinkProps) {
  // Resolved while rendering, so server rendering (docusaurus build) throws on a wrong address.
  const embedUrl = videoEmbedUrl(video_url);
  const [open, setOpen] = useState(false);
  const name = title ?? translate({ id: 'video.defaultTitle', message: 'Video' });
  return (
    <>
      <button type="button" className={clsx(styles.trigger, className)} onClick={() => setOpen(true)}>
        <svg className={styles.play} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M10 7.5v9l7-4.5z" fill="#fff" />
        </svg>
        {children ? inlineContent(children) : translate({ id: 'video.open', message: 'Bekijk de video' })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <VideoModal embedUrl={embedUrl} title={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
