import React, { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setTestLocale } from './mocks/docusaurus/context';

type Options = { path?: string; locale?: 'nl' | 'ro' };

/** Renders a component inside a router at `path`, on the nl site unless told otherwise. */
export function renderAt(ui: ReactElement, { path = '/', locale = 'nl' }: Options = {}) {
  setTestLocale(locale);
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
