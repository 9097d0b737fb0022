import React, { type ReactNode } from 'react';

export default function BrowserOnly({ children }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{children()}</>;
}
