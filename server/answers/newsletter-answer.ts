import { definitionOf } from '../../src/domain/forms';
import { localize, type Locale } from '../../src/domain/locale';
import type { OwnMail } from '../mail/own-mail';

/**
 * What a newsletter sign-up is told, by what its transaction gave the outbox: never that a mail was
 * sent when none was. One mail went (a confirm link, or for a confirmed address the link to "Uw
 * onderwerpen"): the same words for both, so the answer does not tell a stranger whether the address
 * subscribes. A cap holds it: it follows. None (the address had its link moments ago, or its three
 * of the day): the earlier mail is the one to use.
 */
const ANSWERS: Record<'later' | 'none', Record<Locale, string>> = {
  later: {
    nl: 'Bijna klaar: we sturen u zo snel mogelijk een e-mail; dat kan even duren. Rond uw aanmelding af met de knop in die e-mail.',
    ro: 'Aproape gata: vă trimitem un e-mail cât mai curând posibil; poate dura puțin. Finalizați abonarea cu butonul din acel e-mail.',
  },
  none: {
    nl: 'We hebben u nu geen nieuwe e-mail gestuurd: dit adres kreeg kort geleden al een e-mail over de nieuwsbrief. Gebruik de knop in die e-mail. Niet ontvangen? Kijk ook bij uw ongewenste e-mail, of meld u later opnieuw aan.',
    ro: 'Nu v-am trimis acum un e-mail nou: această adresă a primit de curând un e-mail despre newsletter. Folosiți butonul din acel e-mail. Nu l-ați primit? Verificați și dosarul de spam sau abonați-vă din nou mai târziu.',
  },
};

export function newsletterAnswer(locale: Locale, ownMail: OwnMail): string {
  if (ownMail === 'later' || ownMail === 'none') return ANSWERS[ownMail][locale];
  // A mail went ('proof' too: a confirmed subscriber is proven, and were one not, the proof mail went):
  // the form definition's success text, which a bot is told as well.
  const { success } = definitionOf('newsletter');
  return success.kind === 'text' ? localize(success.text, locale) : ANSWERS.later[locale];
}
