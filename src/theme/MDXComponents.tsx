// Change: registers the site's content blocks so editors use them in any .mdx file without imports.
import MDXComponents from '@theme-original/MDXComponents';
import AnchorPoint from '@site/src/components/AnchorPoint';
import Avatar from '@site/src/components/Avatar';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import BusinessCard from '@site/src/components/BusinessCard';
import CallToAction from '@site/src/components/CallToAction';
import ContentCard from '@site/src/components/ContentCard';
import Downloads from '@site/src/components/Downloads';
import Fact from '@site/src/components/Fact';
import Faq, { FaqItem } from '@site/src/components/Faq';
import IconTile, { IconTiles } from '@site/src/components/IconTile';
import Image from '@site/src/components/Image';
import ImageText from '@site/src/components/ImageText';
import Intro from '@site/src/components/Intro';
import Logo from '@site/src/components/Logo';
import NewsCard from '@site/src/components/NewsCard';
import PageHeader from '@site/src/components/PageHeader';
import Quote from '@site/src/components/Quote';
import RegistrationPath from '@site/src/components/RegistrationPath';
import RoundAnnouncement from '@site/src/components/RoundAnnouncement';
import {
  ProductChangesUntil,
  ProductName,
  ProductPeriod,
  ProductPrice,
  RoundFormLink,
  RoundYear,
} from '@site/src/components/RoundFacts';
import SmallCards from '@site/src/components/SmallCards';
import SubNavigation from '@site/src/components/SubNavigation';
import TrainingSessions from '@site/src/components/TrainingSessions';
import TwoColumn, { Column } from '@site/src/components/TwoColumn';
import VideoLink from '@site/src/components/VideoLink';

export default {
  ...MDXComponents,
  AnchorPoint,
  Avatar,
  Breadcrumbs,
  BusinessCard,
  CallToAction,
  Column,
  ContentCard,
  Downloads,
  Fact,
  Faq,
  FaqItem,
  IconTile,
  IconTiles,
  Image,
  ImageText,
  Intro,
  Logo,
  NewsCard,
  PageHeader,
  ProductName,
  ProductPeriod,
  ProductChangesUntil,
  ProductPrice,
  Quote,
  RegistrationPath,
  RoundAnnouncement,
  RoundFormLink,
  RoundYear,
  SmallCards,
  SubNavigation,
  TrainingSessions,
  TwoColumn,
  VideoLink,
};
