/** /ro/newsletter/confirmare?token=…: the Romanian confirmation mail's link (the Dutch site's /nieuwsbrief/bevestigen). */
export { default } from '@site/src/pages/nieuwsbrief/bevestigen';
