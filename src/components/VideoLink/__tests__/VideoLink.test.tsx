import React from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@site/test/support/dom/render';
import VideoLink from '..';

describe('VideoLink', () => {
  it('loads no player until the dialog opens, then embeds the autoplay player', async () => {
    const user = userEvent.setup();
    renderAt(<VideoLink video_url="https://youtu.be/aqz-KE-bpKQ" title="Zo werkt de toets" />);
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bekijk de video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zo werkt de toets' });
    const player = dialog.querySelector('iframe');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(player).toHaveAttribute('title', 'Zo werkt de toets');
    expect(player?.getAttribute('allow')).toContain('autoplay');
  });

  it('closes on Escape, removing the player, and gives focus back to the link', async () => {
    const user = userEvent.setup();
    renderAt(<VideoLink video_url="https://vimeo.com/76979871">Bekijk het verhaal</VideoLink>);
    const trigger = screen.getByRole('button', { name: 'Bekijk het verhaal' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('fails server rendering (and so the build) on an address that is not YouTube or Vimeo', () => {
    expect(() => renderToString(<VideoLink video_url="https://www.example.org/film.mp4" />)).toThrow(
      /Unsupported video address 'https:\/\/www\.example\.org\/film\.mp4'/,
    );
  });

  it('renders on the server without a player', () => {
    const html = renderToString(<VideoLink video_url="https://youtu.be/aqz-KE-bpKQ" />);
    expect(html).toContain('Bekijk de video');
    expect(html).not.toContain('iframe');
    expect(html).not.toContain('youtube');
  });
});

describe('VideoLink label', () => {
  it('keeps a label that MDX wrapped in a paragraph valid inside the button', () => {
    renderAt(
      <VideoLink video_url="https://youtu.be/aqz-KE-bpKQ">
        <p>Bekijk de video over de toets</p>
      </VideoLink>,
    );
    const button = screen.getByRole('button', { name: 'Bekijk de video over de toets' });
    expect(button.querySelector('p')).toBeNull();
  });
});
