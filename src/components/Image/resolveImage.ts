/** Root of the assets library in `static/`. */
export const ASSETS_ROOT = '/img/assets';
/** Folder of the plain PNG images that a bare name points to. */
export const ASSETS_IMAGES = `${ASSETS_ROOT}/images`;

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Where an editor's image reference points:
 * - `~/name.ext` → the assets library folder given, in practice the size category (`/img/assets/<size>/name.ext`);
 * - a bare name without slash or dot (`leerlingen-in-de-klas`) → `/img/assets/images/<name>.png`;
 * - anything else (a site path, a URL) is left as it is.
 */
export function resolveImageSrc(src: string, folder: string): string {
  if (src.startsWith('~/')) return `${ASSETS_ROOT}/${folder}/${src.slice(2)}`;
  if (!EXTERNAL.test(src) && !/[/.]/.test(src)) return `${ASSETS_IMAGES}/${src}.png`;
  return src;
}

export function isExternal(src: string): boolean {
  return EXTERNAL.test(src);
}

/** An alt text made from the file name: 'img/leerlingen-in-de-klas.png' → 'leerlingen in de klas'. */
export function altFromFileName(src: string): string {
  const file =
    src
      .replace(/[?#][\s\S]*$/, '')
      .split('/')
      .pop() ?? '';
  let name = file.replace(/\.[a-z0-9]+$/i, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: keep the raw name.
  }
  return name.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}
