// Change: registers the site's content blocks so editors use them in any .mdx file without imports.
// Each MDX page imports the blocks it uses at build time (plugins/remark-block-imports); the
// blocks here load on demand, so no page ships the blocks of every other page.
import MDXComponents from '@theme-original/MDXComponents';
import { lazyBlock } from '@site/src/components/MdxBlocks/lazyBlock';

export default {
  ...MDXComponents,
  AnchorPoint: lazyBlock(() => import('@site/src/components/AnchorPoint')),
  Avatar: lazyBlock(() => import('@site/src/components/Avatar')),
  Breadcrumbs: lazyBlock(() => import('@site/src/components/Breadcrumbs')),
  BusinessCard: lazyBlock(() => import('@site/src/components/BusinessCard')),
  CallToAction: lazyBlock(() => import('@site/src/components/CallToAction')),
  Column: lazyBlock(() => import('@site/src/components/TwoColumn'), 'Column'),
  ContentCard: lazyBlock(() => import('@site/src/components/ContentCard')),
  Downloads: lazyBlock(() => import('@site/src/components/Downloads')),
  Fact: lazyBlock(() => import('@site/src/components/Fact')),
  Faq: lazyBlock(() => import('@site/src/components/Faq')),
  FaqItem: lazyBlock(() => import('@site/src/components/Faq'), 'FaqItem'),
  IconTile: lazyBlock(() => import('@site/src/components/IconTile')),
  IconTiles: lazyBlock(() => import('@site/src/components/IconTile'), 'IconTiles'),
  Image: lazyBlock(() => import('@site/src/components/Image')),
  ImageText: lazyBlock(() => import('@site/src/components/ImageText')),
  Intro: lazyBlock(() => import('@site/src/components/Intro')),
  Logo: lazyBlock(() => import('@site/src/components/Logo')),
  NewsCard: lazyBlock(() => import('@site/src/components/NewsCard')),
  PageHeader: lazyBlock(() => import('@site/src/components/PageHeader')),
  ProductChangesUntil: lazyBlock(() => import('@site/src/components/RoundFacts'), 'ProductChangesUntil'),
  ProductName: lazyBlock(() => import('@site/src/components/RoundFacts'), 'ProductName'),
  ProductPeriod: lazyBlock(() => import('@site/src/components/RoundFacts'), 'ProductPeriod'),
  ProductPrice: lazyBlock(() => import('@site/src/components/RoundFacts'), 'ProductPrice'),
  Quote: lazyBlock(() => import('@site/src/components/Quote')),
  RegistrationPath: lazyBlock(() => import('@site/src/components/RegistrationPath')),
  RoundAnnouncement: lazyBlock(() => import('@site/src/components/RoundAnnouncement')),
  RoundFormLink: lazyBlock(() => import('@site/src/components/RoundFacts'), 'RoundFormLink'),
  RoundYear: lazyBlock(() => import('@site/src/components/RoundFacts'), 'RoundYear'),
  SmallCards: lazyBlock(() => import('@site/src/components/SmallCards')),
  SubNavigation: lazyBlock(() => import('@site/src/components/SubNavigation')),
  TrainingSessions: lazyBlock(() => import('@site/src/components/TrainingSessions')),
  TwoColumn: lazyBlock(() => import('@site/src/components/TwoColumn')),
  VideoLink: lazyBlock(() => import('@site/src/components/VideoLink')),
  WhenRegistration: lazyBlock(() => import('@site/src/components/WhenRegistration')),
};
