import { altFromFileName, resolveImageSrc } from '../resolveImage';

describe('resolveImageSrc', () => {
  it('maps ~/ to the assets library folder of the size category', () => {
    expect(resolveImageSrc('~/klaslokaal.png', 'landscape-medium')).toBe('/img/assets/landscape-medium/klaslokaal.png');
    expect(resolveImageSrc('~/portret.jpg', 'square-small')).toBe('/img/assets/square-small/portret.jpg');
    expect(resolveImageSrc('~/sub/map/foto.webp', 'square-large')).toBe('/img/assets/square-large/sub/map/foto.webp');
  });

  it('resolves a bare name without slash or dot to a PNG in the assets images folder', () => {
    expect(resolveImageSrc('leerlingen-in-de-klas', 'square-medium')).toBe(
      '/img/assets/images/leerlingen-in-de-klas.png',
    );
  });

  it('leaves names with a dot or a slash, site paths and URLs as they are', () => {
    expect(resolveImageSrc('foto.jpg', 'square-medium')).toBe('foto.jpg');
    expect(resolveImageSrc('/img/logo.svg', 'square-medium')).toBe('/img/logo.svg');
    expect(resolveImageSrc('https://cdn.example.org/a', 'square-medium')).toBe('https://cdn.example.org/a');
    expect(resolveImageSrc('data:image/png;base64,AAAA', 'square-medium')).toBe('data:image/png;base64,AAAA');
  });
});

describe('altFromFileName', () => {
  it.each([
    ['leerlingen-in-de-klas.png', 'leerlingen in de klas'],
    ['~/portret_anna_de_vries.jpg', 'portret anna de vries'],
    ['/img/assets/images/samen--werken.png?v=2', 'samen werken'],
    ['leerlingen-in-de-klas', 'leerlingen in de klas'],
    ['https://cdn.example.org/fotos/juf%20en%20klas.jpeg#x', 'juf en klas'],
  ])('%s → %s', (src, alt) => {
    expect(altFromFileName(src)).toBe(alt);
  });
});
