import React from 'react';
import CardGrid, { CardGridItem } from '@site/src/components/CardGrid';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

export type SmallCard = { image: string; alt?: string; title: string; text?: string };

/** Small cards (image, title, text), three to a row on wide screens. */
export default function SmallCards({ cards }: { cards: SmallCard[] }) {
  return (
    <CardGrid>
      {cards.map((card) => (
        <CardGridItem key={card.title} className={styles.card}>
          <Image src={card.image} alt={card.alt} size="landscape-small" className={styles.image} />
          <div className={styles.body}>
            <h3 className={styles.title}>{card.title}</h3>
            {card.text && <p className={styles.text}>{card.text}</p>}
          </div>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
