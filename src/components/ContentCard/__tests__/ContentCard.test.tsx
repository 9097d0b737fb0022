import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import ContentCard from '..';
import { slideIndex } from '../slideIndex';

describe('ContentCard', () => {
  it('shows text beside an image in the square-medium size by default', () => {
    renderAt(
      <ContentCard title="Digitaal afnemen" src="~/docent-met-tablet.png">
        <p>Op elk apparaat.</p>
      </ContentCard>,
    );
    expect(screen.getByRole('heading', { name: 'Digitaal afnemen' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'docent met tablet' });
    expect(image).toHaveAttribute('src', '/img/assets/square-medium/docent-met-tablet.png');
    expect(image).toHaveAttribute('width', '300');
  });

  it('takes a custom image size', () => {
    renderAt(<ContentCard src="~/klaslokaal.png" alt="Klas" size="landscape-large" />);
    const image = screen.getByRole('img', { name: 'Klas' });
    expect(image).toHaveAttribute('src', '/img/assets/landscape-large/klaslokaal.png');
    expect(image).toHaveAttribute('width', '1280');
  });

  it('marks media_left and media_last for the stylesheet', () => {
    const { container } = renderAt(<ContentCard src="~/a.png" media_left media_last />);
    expect(container.querySelector('section')).toHaveClass('card', 'mediaLeft', 'mediaLast');
  });

  it('with a video: a still that opens the autoplay player in a dialog', async () => {
    const user = userEvent.setup();
    renderAt(
      <ContentCard title="Zo werkt het" video_url="https://vimeo.com/76979871" src="~/klaslokaal.png" alt="">
        Tekst
      </ContentCard>,
    );
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bekijk de video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zo werkt het' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1');
  });

  it('refuses a video address that is not YouTube or Vimeo', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderAt(<ContentCard media="video" video_url="https://example.org/film.mp4" />)).toThrow(
      /Unsupported video address/,
    );
  });

  describe('slideshow', () => {
    const images = [
      { src: '~/klaslokaal.png', alt: 'Klaslokaal' },
      { src: '~/schoolplein.png', alt: 'Schoolplein' },
      '~/bibliotheek.png',
    ];

    function renderSlideshow() {
      renderAt(<ContentCard title="Een dag op school" images={images} size="landscape-medium" />);
      const track = screen.getByRole('region', { name: 'Fotoserie' });
      Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });
      const dot = (n: number) => screen.getByRole('button', { name: `Afbeelding ${n} van 3` });
      return { track, dot };
    }

    it('shows every image, and one dot per image with the first current', () => {
      const { dot } = renderSlideshow();
      expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
        'Klaslokaal',
        'Schoolplein',
        'bibliotheek',
      ]);
      expect(dot(1)).toHaveAttribute('aria-current', 'true');
      expect(dot(2)).not.toHaveAttribute('aria-current');
    });

    it('lets the dots follow the scroll position', () => {
      const { track, dot } = renderSlideshow();
      track.scrollLeft = 790;
      fireEvent.scroll(track);
      expect(dot(3)).toHaveAttribute('aria-current', 'true');
      expect(dot(1)).not.toHaveAttribute('aria-current');
      track.scrollLeft = 380;
      fireEvent.scroll(track);
      expect(dot(2)).toHaveAttribute('aria-current', 'true');
    });

    it('scrolls to the image of a clicked dot', async () => {
      const user = userEvent.setup();
      const { track, dot } = renderSlideshow();
      const scrollTo = jest.fn();
      track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
      await user.click(dot(3));
      expect(scrollTo).toHaveBeenCalledWith({ left: 800, behavior: 'smooth' });
    });
  });
});

describe('slideIndex', () => {
  it('is the scroll position divided by the width, rounded, within the slides', () => {
    expect(slideIndex(0, 400, 3)).toBe(0);
    expect(slideIndex(199, 400, 3)).toBe(0);
    expect(slideIndex(201, 400, 3)).toBe(1);
    expect(slideIndex(5000, 400, 3)).toBe(2);
    expect(slideIndex(-20, 400, 3)).toBe(0);
    expect(slideIndex(100, 0, 3)).toBe(0);
  });
});
