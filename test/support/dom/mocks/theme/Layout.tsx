import React, { type ReactNode } from 'react';

/** The site layout without navbar and footer: its title and description land on a marker tests can read. */
export default function Layout({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid="layout" data-title={title} data-description={description}>
      {children}
    </div>
  );
}
