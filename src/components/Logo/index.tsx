import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { LOGO_HEIGHT } from '@site/src/domain/constants';
import { altFromFileName, resolveImageSrc } from '@site/src/components/Image/resolveImage';
import styles from './styles.module.css';

export type LogoProps = {
  src: string;
  alt?: string;
  /** 50px high instead of 70px. */
  small?: boolean;
  /** The logo's width at that height, when known: reserves the space before it loads. */
  width?: number;
};

/** A partner or product logo at a fixed height: 50px small, 70px otherwise. `~/` points to `/img/assets/logos/`. */
export default function Logo({ src, alt, small = false, width }: LogoProps) {
  const height = small ? LOGO_HEIGHT.small : LOGO_HEIGHT.default;
  const url = useBaseUrl(resolveImageSrc(src, 'logos'));
  return (
    <img
      className={styles.logo}
      src={url}
      alt={alt ?? altFromFileName(src)}
      height={height}
      width={width}
      loading="lazy"
      decoding="async"
    />
  );
}
