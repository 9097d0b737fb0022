import { DEFAULT_IMAGE_SIZE } from '@site/src/domain/constants';

/**
 * Size categories of the assets library. Each has its own folder under
 * `/img/assets/<category>/`, and its box (width × height) is what the Image
 * helper reserves on the page, so a late image never moves the text around it.
 */
export const IMAGE_SIZES = {
  'square-small': { width: 150, height: 150 },
  'square-medium': { width: 300, height: 300 },
  'square-large': { width: 600, height: 600 },
  'landscape-small': { width: 320, height: 180 },
  'landscape-medium': { width: 640, height: 360 },
  'landscape-large': { width: 1280, height: 720 },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

export const DEFAULT_SIZE: ImageSize = DEFAULT_IMAGE_SIZE;

export function isImageSize(value: string): value is ImageSize {
  return Object.prototype.hasOwnProperty.call(IMAGE_SIZES, value);
}
