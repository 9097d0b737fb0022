import { UnsupportedVideoUrlError, videoEmbedUrl } from '../videoEmbedUrl';

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1';

describe('videoEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?v=aqz-KE-bpKQ&list=PL123&index=2',
    'http://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?si=abcdef',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube.com/live/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    'www.youtube.com/watch?v=aqz-KE-bpKQ',
    'youtu.be/aqz-KE-bpKQ',
  ])('rewrites the YouTube address %s to the autoplay embed address', (url) => {
    expect(videoEmbedUrl(url)).toBe(YOUTUBE);
  });

  it('keeps a YouTube start time, in seconds', () => {
    expect(videoEmbedUrl('https://youtu.be/aqz-KE-bpKQ?t=90')).toBe(`${YOUTUBE}&start=90`);
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=1m30s')).toBe(`${YOUTUBE}&start=90`);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://vimeo.com/groups/onderwijs/videos/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://vimeo.com/76979871/a1b2c3d4e5', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&autoplay=1'],
    [
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&autoplay=1',
    ],
  ])('rewrites the Vimeo address %s to %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it.each([
    'https://www.example.org/video.mp4',
    'https://dailymotion.com/video/x7xyz',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/about',
    'https://vimeo.com/onderwijs/76979871',
    'javascript:alert(1)',
    'ftp://youtu.be/aqz-KE-bpKQ',
    '',
  ])('refuses %p', (url) => {
    expect(() => videoEmbedUrl(url)).toThrow(UnsupportedVideoUrlError);
  });

  it('names the refused address in the error', () => {
    expect(() => videoEmbedUrl('https://www.example.org/video.mp4')).toThrow(
      "Unsupported video address 'https://www.example.org/video.mp4'",
    );
  });
});
