/** /ro/formular/confirmare-adresa?token=…: the Romanian proof mail's link (the Dutch site's /formulier/adres-bevestigen). */
export { default } from '@site/src/pages/formulier/adres-bevestigen';
