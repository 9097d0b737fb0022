/**
 * Rewrites a YouTube or Vimeo address (long and short forms) to the player's
 * autoplay embed address. Anything else throws: blocks call this while they
 * render, so during `docusaurus build` a wrong address fails the build of the
 * page that holds it instead of shipping a broken frame.
 */
export class UnsupportedVideoUrlError extends Error {
  constructor(url: string) {
    super(
      `Unsupported video address '${url}': use a YouTube (youtube.com/watch?v=…, youtu.be/…, /shorts/, /embed/, /live/) or Vimeo (vimeo.com/…, player.vimeo.com/video/…) address.`,
    );
    this.name = 'UnsupportedVideoUrlError';
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[0-9a-f]{6,}$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);

function parse(raw: string): URL | undefined {
  const value = raw.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`);
  } catch {
    return undefined;
  }
}

/** YouTube's `t`/`start` as seconds: '90', '90s', '1m30s', '1h2m3s'. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match || !match[0]) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : undefined;
}

function youtubeId(url: URL, host: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0];
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1];
  return undefined;
}

function vimeo(url: URL, host: string): { id: string; hash?: string } | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') {
    const id = segments[1];
    return segments[0] === 'video' && id !== undefined
      ? { id, hash: url.searchParams.get('h') ?? undefined }
      : undefined;
  }
  // vimeo.com/ID, vimeo.com/ID/HASH, vimeo.com/channels/x/ID, vimeo.com/groups/x/videos/ID, vimeo.com/album/x/video/ID
  const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
  const id = segments[index];
  if (id === undefined) return undefined;
  const prefix = segments.slice(0, index);
  const known =
    prefix.length === 0 ||
    (prefix.length === 2 && prefix[0] === 'channels') ||
    (prefix.length === 3 &&
      ['groups', 'album', 'showcase'].includes(prefix[0] ?? '') &&
      /^videos?$/.test(prefix[2] ?? ''));
  if (!known) return undefined;
  const hash = segments[index + 1];
  return { id, hash: hash && VIMEO_HASH.test(hash) ? hash : (url.searchParams.get('h') ?? undefined) };
}

export function videoEmbedUrl(raw: string): string {
  const url = parse(raw);
  if (!url || !/^https?:$/.test(url.protocol)) throw new UnsupportedVideoUrlError(raw);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');

  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url, host);
    if (!id || !YOUTUBE_ID.test(id)) throw new UnsupportedVideoUrlError(raw);
    const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
    embed.searchParams.set('autoplay', '1');
    const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    if (start) embed.searchParams.set('start', String(start));
    return embed.toString();
  }

  if (VIMEO_HOSTS.has(host)) {
    const video = vimeo(url, host);
    if (!video || !VIMEO_ID.test(video.id)) throw new UnsupportedVideoUrlError(raw);
    const embed = new URL(`https://player.vimeo.com/video/${video.id}`);
    if (video.hash) embed.searchParams.set('h', video.hash);
    embed.searchParams.set('autoplay', '1');
    return embed.toString();
  }

  throw new UnsupportedVideoUrlError(raw);
}
