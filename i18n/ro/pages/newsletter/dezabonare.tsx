/** /ro/newsletter/dezabonare?token=…: the Romanian newsletter's unsubscribe link (the Dutch site's /nieuwsbrief/afmelden). */
export { default } from '@site/src/pages/nieuwsbrief/afmelden';
