import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Image from '@site/src/components/Image';
import { DEFAULT_SIZE } from '@site/src/components/Image/sizes';
import VideoLink from '@site/src/components/VideoLink';
import { translate } from '@docusaurus/Translate';
import Slideshow, { type Slide } from './Slideshow';
import { mediaType } from './mediaType';
import styles from './styles.module.css';

export type MediaType = 'image' | 'video' | 'slideshow';

export type ContentCardProps = {
  title?: string;
  /** Which media the card shows; follows from the other props when left out. */
  media?: MediaType;
  /** The image (or the video's still). */
  src?: string;
  alt?: string;
  /** YouTube or Vimeo: opens in a dialog with the player. */
  video_url?: string;
  /** The slideshow's images: paths, or `{ src, alt }`. */
  images?: (string | Slide)[];
  /** Size category of the image(s); square-medium unless told. */
  size?: string;
  /** Media after the text on small screens (before it by default). */
  media_last?: boolean;
  /** Media on the left on wide screens (on the right by default). */
  media_left?: boolean;
  children?: ReactNode;
};

function Media(props: ContentCardProps & { size: string }) {
  const { src, alt, video_url, images = [], size, title } = props;
  const type = mediaType(props);
  if (type === 'slideshow') {
    const slides = images.map((image) => (typeof image === 'string' ? { src: image } : image));
    return <Slideshow slides={slides} size={size} />;
  }
  if (type === 'video') {
    if (!video_url) throw new Error('ContentCard: media "video" needs a video_url.');
    return (
      <VideoLink video_url={video_url} title={title} className={styles.videoTrigger}>
        {src ? (
          <Image src={src} alt={alt ?? ''} size={size} className={styles.image} />
        ) : (
          <span className={styles.videoPlaceholder} />
        )}
        <span className={styles.videoLabel}>{translate({ id: 'video.open', message: 'Bekijk de video' })}</span>
      </VideoLink>
    );
  }
  if (!src) throw new Error('ContentCard: media "image" needs a src.');
  return <Image src={src} alt={alt} size={size} className={styles.image} />;
}

/** Text beside an image, a video or a slideshow. */
export default function ContentCard(props: ContentCardProps) {
  const { title, media_last = false, media_left = false, children, size = DEFAULT_SIZE } = props;
  return (
    <section className={clsx(styles.card, media_last && styles.mediaLast, media_left && styles.mediaLeft)}>
      <div className={styles.body}>
        {title && <h2 className={styles.title}>{title}</h2>}
        {children}
      </div>
      <div className={styles.media}>
        <Media {...props} size={size} />
      </div>
    </section>
  );
}
