import React from 'react';
import { renderAt } from '@site/test/support/dom/render';
import { collected } from '@site/test/support/dom/mocks/docusaurus/useBrokenLinks';
import AnchorPoint from '..';

describe('AnchorPoint', () => {
  it('places an element with the id and reports the anchor to the broken-link check', () => {
    const { container } = renderAt(<AnchorPoint id="basisonderwijs" />);
    expect(container.querySelector('#basisonderwijs')).not.toBeNull();
    expect(collected.anchors).toContain('basisonderwijs');
  });
});
