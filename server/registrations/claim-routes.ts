import { mailingStorage } from '../mail/caps';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_ROUTES, type ClaimAnswer } from '../../src/domain/api';
import { claimRequest } from '../../src/domain/api-requests';
import { isRegistrationType, registrationModeOf } from '../../src/domain/forms';
import { localeFromAcceptLanguage, type Locale } from '../../src/domain/locale';
import { withValibot } from '../http/valibot-provider';
import { clientKey } from '../security/client-address';
import { limit } from '../security/rate-limits';
import { roundOfType, schoolKeys } from '../schools/school-keys';
import { fileClaim, placeHolder } from '../registration-service/claims';

/** What the claim route answers, in the language of the page that asked. */
export const CLAIM_TEXTS: Record<
  Locale,
  { filed: string; waiting: string; already: string; invalid: string; noRegistration: string }
> = {
  nl: {
    waiting:
      'Bevestig eerst uw e-mailadres: we hebben u een e-mail gestuurd. Klik daarin op "Bevestig het adres"; pas dan gaat uw verzoek naar de helpdesk en krijgen de huidige contactpersonen bericht.',
    already:
      'U heeft al een verzoek voor deze aanmelding ingediend. Heeft u uw e-mailadres nog niet bevestigd? Klik dan op "Bevestig het adres" in de e-mail die we u stuurden.',
    filed:
      'Uw verzoek is bij de helpdesk. De huidige contactpersonen krijgen bericht dat de aanmelding is opgevraagd. De helpdesk controleert wie de school vertegenwoordigt en laat u per e-mail weten wat er met de aanmelding gebeurt.',
    invalid:
      'Vul uw voornaam, achternaam en een geldig e-mailadres in (telefoonnummer tot 30 tekens, bericht tot 2000 tekens).',
    noRegistration:
      'Deze school heeft op dit moment geen aanmelding. U kunt de school gewoon aanmelden met het formulier.',
  },
  ro: {
    waiting:
      'Confirmați mai întâi adresa de e-mail: v-am trimis un e-mail. Apăsați în el pe „Confirmați adresa”; abia apoi cererea ajunge la helpdesk, iar persoanele de contact actuale sunt anunțate.',
    already:
      'Ați trimis deja o cerere pentru această înscriere. Nu ați confirmat încă adresa de e-mail? Apăsați pe „Confirmați adresa” în e-mailul pe care vi l-am trimis.',
    filed:
      'Cererea dumneavoastră a ajuns la helpdesk. Persoanele de contact actuale sunt anunțate că înscrierea a fost solicitată. Helpdesk-ul verifică cine reprezintă școala și vă comunică prin e-mail ce se întâmplă cu înscrierea.',
    invalid:
      'Completați prenumele, numele și o adresă de e-mail validă (telefon de cel mult 30 de caractere, mesaj de cel mult 2000 de caractere).',
    noRegistration: 'Această școală nu are în acest moment nicio înscriere. O puteți înscrie cu formularul.',
  },
};

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(body);

/**
 * POST /api/claims: "Is dit niet van uw school? Vraag de aanmelding over". The claim is filed on
 * the registration that holds the school's place in the asking form's round and kind; its contacts
 * are told, the helpdesk sees it as a conflict in the workspace. Answers 202 (filed), 404 (no such
 * registration: the school can register), 400 (incomplete). Few a minute per client: each one mails
 * the registered contacts.
 */
export async function claimRoutes(scope: FastifyInstance) {
  const app = withValibot(scope);
  app.post(
    API_ROUTES.claims,
    {
      config: { rateLimit: limit(5, app.rateLimitScale) },
      schema: { body: claimRequest },
      attachValidation: true,
    },
    async (request, reply) => {
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const texts = CLAIM_TEXTS[locale];
      if (request.validationError) return text(reply, 400, texts.invalid);
      const { school, type, claimant } = request.body;
      if (!isRegistrationType(type)) return text(reply, 400, texts.invalid);
      const mode = registrationModeOf(type);
      const keys = schoolKeys(school);
      const holder = await placeHolder(app.db, keys, mode ? { mode } : { type }, roundOfType(type, app.now()));
      if (!holder) return text(reply, 404, texts.noRegistration);
      const outcome = await fileClaim(mailingStorage(app), {
        submissionId: holder.id,
        claimant,
        locale,
        at: new Date(app.now()),
        client: clientKey(request.ip),
        helpdeskEmail: app.helpdeskEmail,
      });
      if (outcome.kind === 'no-registration') return text(reply, 404, texts.noRegistration);
      app.mailQueued();
      const answer: ClaimAnswer = { text: texts[outcome.kind] };
      return reply.code(202).send(answer);
    },
  );
}
