import type { ContentCardProps, MediaType } from './index';

/** Which media a card shows: as its `media` says, else a video, a slideshow or an image by what it is given. */
export function mediaType({ media, video_url, images }: ContentCardProps): MediaType {
  if (media) return media;
  if (video_url) return 'video';
  if (images?.length) return 'slideshow';
  return 'image';
}
