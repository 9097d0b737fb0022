import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import DocSidebar from '..';

const sidebar: PropSidebar = [
  // An index doc: the docs plugin gives it a trailing slash.
  { type: 'link', label: 'Onderwijs', href: '/onderwijs/' },
  {
    type: 'category',
    label: 'Basisonderwijs',
    href: '/basisonderwijs',
    collapsed: false,
    collapsible: false,
    items: [
      { type: 'link', label: 'Doorstroomtoets', href: '/onderwijs/doorstroomtoets' },
      { type: 'link', label: 'Aansluiting PO-VO', href: '/onderwijs/aansluiting-po-vo' },
    ],
  },
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DocSidebar sidebar={sidebar} path={path} />
    </MemoryRouter>,
  );

describe('DocSidebar', () => {
  it('lists the pages of the area and marks the current one', () => {
    renderAt('/onderwijs/doorstroomtoets');
    const nav = screen.getByRole('navigation', { name: 'Pagina’s in dit onderdeel' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Basisonderwijs' }));
    expect(screen.getByRole('link', { name: 'Aansluiting PO-VO' })).toHaveAttribute(
      'href',
      '/onderwijs/aansluiting-po-vo',
    );
    expect(screen.getByRole('link', { name: 'Doorstroomtoets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Onderwijs' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Onderwijs' })).toHaveAttribute('href', '/onderwijs');
  });

  it('folds the list open and shut with a keyboard-operable button', async () => {
    const user = userEvent.setup();
    renderAt('/onderwijs');
    const toggle = screen.getByRole('button', { name: 'In dit onderdeel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Doorstroomtoets' }));

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds away again when a page is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/onderwijs');
    const toggle = screen.getByRole('button', { name: 'In dit onderdeel' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Aansluiting PO-VO' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
