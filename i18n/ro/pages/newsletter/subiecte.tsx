/** /ro/newsletter/subiecte?token=…: the Romanian "Uw onderwerpen" (the Dutch site's /nieuwsbrief/onderwerpen). */
export { default } from '@site/src/pages/nieuwsbrief/onderwerpen';
