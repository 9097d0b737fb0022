/** Small normalisers shared by the DUO, GeoJSON and RIO parsers and the search index. */

/** A trimmed value, or null for the empty value (DUO writes an empty field as a single space). */
export function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const POSTCODE = /^(\d{4})\s*([A-Za-z]{2})$/;

/** The postcode in its display form `1234 AB`; anything that is not a Dutch postcode is kept as given. */
export function displayPostcode(value: string | null | undefined): string | null {
  const trimmed = clean(value);
  if (trimmed === null) return null;
  const match = POSTCODE.exec(trimmed);
  return match ? `${match[1]} ${match[2].toUpperCase()}` : trimmed;
}

/** The lookup key of a postcode: `1234AB`, or null when the value is not a Dutch postcode. */
export function postcodeKey(value: string | null | undefined): string | null {
  const trimmed = clean(value);
  const match = trimmed === null ? null : POSTCODE.exec(trimmed);
  return match ? `${match[1]}${match[2].toUpperCase()}` : null;
}

const BRIN = /^[0-9A-Z]{4}$/;
const BRANCH = /^\d{2}$/;

/**
 * Splits DUO's VESTIGINGSCODE (`03GR01`: BRIN + branch) into its parts. Accepts a bare branch number
 * (`1`, `01`) too, as some DUO files write it. Null when the code does not fit the BRIN.
 */
export function splitVestigingscode(
  instellingscode: string | null,
  vestigingscode: string | null,
): { instellingscode: string; vestigingscode: string } | null {
  const brin = instellingscode?.toUpperCase() ?? null;
  const code = vestigingscode?.toUpperCase() ?? null;
  if (code === null) return null;
  if (code.length === 6) {
    const ownBrin = code.slice(0, 4);
    const branch = code.slice(4);
    if ((brin !== null && brin !== ownBrin) || !BRIN.test(ownBrin) || !BRANCH.test(branch)) return null;
    return { instellingscode: ownBrin, vestigingscode: branch };
  }
  if (brin !== null && BRIN.test(brin) && /^\d{1,2}$/.test(code)) {
    return { instellingscode: brin, vestigingscode: code.padStart(2, '0') };
  }
  return null;
}

/** Lower case, accents removed, only letters and digits: the form names and places are matched in. */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The words of a name in search form (see foldForSearch), in order. */
export function searchWords(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}
