/**
 * The one style of every mail's subject: what happened, then the school, then the Kenmerk, each
 * part after an en dash (`Aanmelding gewijzigd – Basisschool De Klimop – AMN-2027-K7QX`). A part
 * that is missing (no school, no Kenmerk) is left out with its dash.
 */
export function subjectLine(what: string, ...parts: readonly (string | null | undefined)[]): string {
  return [what, ...parts]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' – ');
}
