import React, { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { withBaseUrl } from './useBaseUrl';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; isNavLink?: boolean };

/** Like Docusaurus' Link: routes internal paths (with the base URL) client-side, renders external ones as anchors. */
const Link = forwardRef<HTMLAnchorElement, Props>(function Link({ to, href, isNavLink: _isNavLink, ...props }, ref) {
  const target = to ?? href ?? '';
  if (/^[a-z]+:|^\/\//i.test(target) || target.startsWith('#')) return <a ref={ref} href={target} {...props} />;
  return <RouterLink innerRef={ref} to={withBaseUrl(target)} {...props} />;
});

export default Link;
