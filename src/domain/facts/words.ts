/** Numbers as Dutch prose writes them, for the facts the pages spell out ('vijf bijeenkomsten'). */
const UNITS = ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'];
const TEENS: Record<number, string> = {
  13: 'dertien',
  14: 'veertien',
  15: 'vijftien',
  16: 'zestien',
  17: 'zeventien',
  18: 'achttien',
  19: 'negentien',
};
const TENS = ['', '', 'twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];

/** The word for `index` in a list of words; the callers' range checks cover every index they ask. */
function wordAt(words: Readonly<Record<number, string>>, index: number): string {
  const word = words[index];
  if (word === undefined) throw new RangeError(`No Dutch word for ${index}`);
  return word;
}

/** 5 → 'vijf', 80 → 'tachtig', 45 → 'vijfenveertig' (0 to 99). */
export function dutchNumber(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99) throw new RangeError(`No Dutch word for ${value}`);
  if (value < UNITS.length) return wordAt(UNITS, value);
  if (value < 20) return wordAt(TEENS, value);
  const [tens, units] = [Math.floor(value / 10), value % 10];
  if (units === 0) return wordAt(TENS, tens);
  // 'twee' and 'drie' take a diaeresis on the joining 'en': tweeëntwintig, drieëndertig.
  const joint = units === 2 || units === 3 ? 'ën' : 'en';
  return `${wordAt(UNITS, units)}${joint}${wordAt(TENS, tens)}`;
}

/** 150 → 'tweeënhalf uur', 90 → 'anderhalf uur', 60 → 'een uur', 120 → 'twee uur' (whole and half hours). */
export function dutchHours(minutes: number): string {
  if (minutes % 30 !== 0 || minutes <= 0) throw new RangeError(`Not a whole or half hour: ${minutes} minutes`);
  const hours = Math.floor(minutes / 60);
  if (minutes % 60 === 0) return `${dutchNumber(hours)} uur`;
  if (hours === 0) return 'een half uur';
  if (hours === 1) return 'anderhalf uur';
  const joint = hours === 2 || hours === 3 ? 'ën' : 'en';
  return `${dutchNumber(hours)}${joint}half uur`;
}
