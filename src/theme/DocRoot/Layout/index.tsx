// Change: the doc lays itself out (src/theme/DocItem/Layout: page header, breadcrumbs,
// the area's sidebar beside the text), so the root only passes it through, without
// the classic sidebar column, container and back-to-top button.
import React from 'react';
import type { Props } from '@theme/DocRoot/Layout';

export default function DocRootLayout({ children }: Props) {
  return <>{children}</>;
}
