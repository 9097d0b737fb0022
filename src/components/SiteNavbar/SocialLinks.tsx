import React from 'react';
import type { SocialLinks as SocialLinkUrls } from '@site/src/data/site';
import styles from './styles.module.css';

const NETWORKS: { key: keyof SocialLinkUrls; label: string; path: string }[] = [
  {
    key: 'instagram_url',
    label: 'Instagram',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm5.5-3.2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z',
  },
  {
    key: 'facebook_url',
    label: 'Facebook',
    path: 'M14 8V6.5c0-.8.5-1 1-1h2V2h-3c-3 0-4 2-4 4.5V8H8v3.5h2V22h4V11.5h3l.5-3.5H14Z',
  },
  {
    key: 'linkedin_url',
    label: 'LinkedIn',
    path: 'M3 9h4v12H3V9Zm2-6a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 5 3Zm5 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.8 2.6 4.8 6V21h-4v-5.7c0-1.4 0-3.2-2-3.2s-2.4 1.5-2.4 3.1V21H10V9Z',
  },
  {
    key: 'twitter_url',
    label: 'X (Twitter)',
    path: 'M3 3h5l4 5.6L16.8 3H20l-6.4 7.5L21 21h-5l-4.4-6.1L6.2 21H3l7-8.1L3 3Z',
  },
];

type Props = {
  urls: SocialLinkUrls;
  /**
   * In the bar (from 768px; not beside the secondary menu, from 1200px, where the menu's labels
   * need the room) or in the menu overlay, where they always are.
   */
  placement: 'bar' | 'overlay';
};

/** Icons for the social networks that have a URL configured. */
export default function SocialLinks({ urls, placement }: Props) {
  const present = NETWORKS.filter(({ key }) => urls[key]);
  if (present.length === 0) return null;
  return (
    <ul className={placement === 'bar' ? styles.social : styles.overlaySocial}>
      {present.map(({ key, label, path }) => (
        <li key={key}>
          <a
            href={urls[key]}
            aria-label={label}
            className={styles.socialLink}
            rel="noopener noreferrer"
            target="_blank"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={path} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
