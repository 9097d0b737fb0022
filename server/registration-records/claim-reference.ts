import crypto from 'node:crypto';
import { KENMERK_ALPHABET } from '../submissions/store/kenmerk';

/**
 * A claim's reference, `VZ-K7QX3M` ("verzoek"): what the claimant names when calling or mailing
 * about it, printed in their receipt, the helpdesk's notice and the claim panel. Derived from the
 * claim's random id (no column of its own), in the Kenmerk's alphabet without look-alikes. The
 * registration's own Kenmerk is never given to a claimant: it is what the school names.
 */
export function claimReference(claimId: string): string {
  const digest = crypto.createHash('sha256').update(`claim:${claimId}`).digest();
  let code = '';
  for (let index = 0; code.length < 6; index += 1) code += KENMERK_ALPHABET[digest[index] % KENMERK_ALPHABET.length];
  return `VZ-${code}`;
}
