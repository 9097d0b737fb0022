/** A Dutch phone number in international form (+31 …), for readers outside the Netherlands. */
export function internationalPhone(national: string): string {
  const digits = national.replace(/\D/g, '');
  if (!digits.startsWith('0')) return national;
  const rest = digits.slice(1);
  // 024 - 345 40 41 → +31 24 345 40 41: the area code without its 0, then the number in groups.
  return `+31 ${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5, 7)} ${rest.slice(7)}`.trim();
}

/** The number as a tel: link wants it: digits, with the country code (+31) when it has one. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
