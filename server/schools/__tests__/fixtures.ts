/**
 * Synthetic DUO and RIO files for the tests, written to a temporary folder in the formats of
 * SOURCE.md: the BO CSV in windows-1252 with `;`, CRLF and " " for empty; the edugis GeoJSON in a
 * zip; the RIO exports as UTF-8 CSV with a BOM, `,` and quotes. The schools are invented.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import iconv from 'iconv-lite';

export const BO_HEADER =
  'PROVINCIE;BEVOEGD GEZAG NUMMER;INSTELLINGSCODE;VESTIGINGSCODE;VESTIGINGSNAAM;STRAATNAAM;HUISNUMMER-TOEVOEGING;POSTCODE;PLAATSNAAM;GEMEENTENUMMER;GEMEENTENAAM;DENOMINATIE;TELEFOONNUMMER;INTERNETADRES;STRAATNAAM CORRESPONDENTIEADRES;HUISNUMMER-TOEVOEGING CORRESPONDENTIEADRES;POSTCODE CORRESPONDENTIEADRES;PLAATSNAAM CORRESPONDENTIEADRES;NODAAL GEBIED CODE;NODAAL GEBIED NAAM;RPA-GEBIED CODE;RPA-GEBIED NAAM;WGR-GEBIED CODE;WGR-GEBIED NAAM;COROPGEBIED CODE;COROPGEBIED NAAM;ONDERWIJSGEBIED CODE;ONDERWIJSGEBIED NAAM;RMC-REGIO CODE;RMC-REGIO NAAM;VAKANTIEREGIO';

type BoRow = {
  brin: string;
  code: string;
  naam: string;
  straat: string;
  huisnummer: string;
  postcode: string;
  plaats: string;
  provincie?: string;
  regio?: string;
};

/** One BO row with every column, as DUO writes it (a lone space for an empty value). */
export function boLine(row: BoRow): string {
  const empty = ' ';
  return [
    row.provincie ?? 'Friesland',
    '41234',
    row.brin,
    row.code,
    row.naam,
    row.straat,
    row.huisnummer,
    row.postcode,
    row.plaats,
    '1900',
    'SÚDWEST-FRYSLÂN',
    'Openbaar',
    empty,
    empty,
    row.straat,
    row.huisnummer,
    row.postcode,
    row.plaats,
    '08',
    'Heerenveen',
    '04',
    row.regio ?? 'Fryslân',
    '05',
    'Zuidwest-Friesland',
    '05',
    'Zuidwest-Friesland',
    '03',
    'Friesland',
    '05',
    'Zuid-West Friesland',
    'Noord',
  ].join(';');
}

export const BO_ROWS: BoRow[] = [
  // 0x92 (’), 0xFB (û) and 0xEA (ê) in windows-1252.
  {
    brin: '91AA',
    code: '91AA00',
    naam: '’t Fûgelnêst',
    straat: 'Skoalstrjitte',
    huisnummer: '3-A',
    postcode: '8723 AB',
    plaats: 'KOUDUM',
  },
  {
    brin: '91BB',
    code: '91BB00',
    naam: 'Kindcentrum De Wegwijzer',
    straat: 'Melkweg',
    huisnummer: '13',
    postcode: '9306 TC',
    plaats: 'ALTEVEER GEM NOORDENVELD',
  },
  {
    brin: '91CC',
    code: '91CC00',
    naam: 'Openbare Basisschool Het Mozaïek',
    straat: 'Kerkstraat',
    huisnummer: '1-3-5',
    postcode: '9306 TC',
    plaats: 'ALTEVEER GEM NOORDENVELD',
  },
  {
    brin: '91DD',
    code: '91DD00',
    naam: 'Het Mozaiek',
    straat: 'Dorpsweg',
    huisnummer: '27-A 29',
    postcode: '7913 RE',
    plaats: 'HOLLANDSCHEVELD',
  },
  {
    brin: '91DD',
    code: '91DD01',
    naam: 'Het Mozaiek',
    straat: 'Zuiderweg',
    huisnummer: '4',
    postcode: '7913 TR',
    plaats: 'HOLLANDSCHEVELD',
  },
  {
    brin: '91EE',
    code: '91EE00',
    naam: 'Basisschool Zonder Adres',
    straat: ' ',
    huisnummer: ' ',
    postcode: ' ',
    plaats: "'S-HERTOGENBOSCH",
  },
];

/** A name with quotes, as DUO quotes it: the whole field in quotes, inner quotes doubled. */
export const QUOTED_LINE = boLine({
  brin: '91FF',
  code: '91FF00',
  naam: '"Basisschool ""De Ster"""',
  straat: 'Sterrelaan',
  huisnummer: '8',
  postcode: '1234 AB',
  plaats: 'STERREBEEK',
});

/** A row whose VESTIGINGSCODE belongs to another BRIN: skipped. */
export const BAD_LINE = boLine({
  brin: '91GG',
  code: '92GG00',
  naam: 'Verkeerde Code',
  straat: 'Weg',
  huisnummer: '1',
  postcode: '1234 AC',
  plaats: 'ERGENS',
});

/** The BO fixture as DUO ships it: windows-1252, CRLF, no BOM. */
export function boCsvBytes(lines: string[] = [...BO_ROWS.map(boLine), QUOTED_LINE, BAD_LINE]): Buffer {
  return iconv.encode([BO_HEADER, ...lines].join('\r\n') + '\r\n', 'win1252');
}

type FeatureProps = {
  naam: string;
  type: string;
  straat: string;
  huisnummer: number;
  huisletter?: string | null;
  huisnummertoevoeging?: string | null;
  postcode: string;
  plaats: string;
  brin_nummer: string;
  vestigingscode: string;
};

export const GEO_FEATURES: FeatureProps[] = [
  // A regular primary school: comes from the BO CSV, never from the zip.
  {
    naam: 'Oude Naam Wegwijzer',
    type: 'basisschool',
    straat: 'Melkweg',
    huisnummer: 13,
    postcode: '9306TC',
    plaats: 'Alteveer',
    brin_nummer: '91BB',
    vestigingscode: '91BB00',
  },
  {
    naam: 'Alleen In De Zip',
    type: 'basisschool',
    straat: 'Zipweg',
    huisnummer: 1,
    postcode: '5555ZZ',
    plaats: 'Zipdorp',
    brin_nummer: '93ZZ',
    vestigingscode: '93ZZ00',
  },
  {
    naam: 'SBO De Wissel',
    type: 'SBAO',
    straat: 'Van Oldeneellaan',
    huisnummer: 18,
    postcode: '4902ZC',
    plaats: 'Oosterhout',
    brin_nummer: '92AA',
    vestigingscode: '92AA00',
  },
  {
    naam: 'Mytylschool De Brug',
    type: '(V)SO',
    straat: 'Brugweg',
    huisnummer: 7,
    huisletter: 'b',
    postcode: '2516PV',
    plaats: "'s-Gravenhage",
    brin_nummer: '92BB',
    vestigingscode: '92BB00',
  },
  // The same VO location twice (two BAG addresses): kept once, with the lower house number.
  {
    naam: 'Farel College',
    type: 'VBO/MAVO',
    straat: 'Platanenstraat',
    huisnummer: 8,
    postcode: '2982CR',
    plaats: 'Ridderkerk',
    brin_nummer: '92CC',
    vestigingscode: '92CC05',
  },
  {
    naam: 'Farel College',
    type: 'VBO/MAVO',
    straat: 'Platanenstraat',
    huisnummer: 6,
    huisnummertoevoeging: 'A',
    postcode: '2982CR',
    plaats: 'Ridderkerk',
    brin_nummer: '92CC',
    vestigingscode: '92CC05',
  },
  {
    naam: 'Farel College Havo',
    type: 'HAVO/VWO',
    straat: 'Kerkweg',
    huisnummer: 1,
    postcode: '2982AA',
    plaats: 'Ridderkerk',
    brin_nummer: '92CC',
    vestigingscode: '92CC06',
  },
];

export function geoJson(features: FeatureProps[] = GEO_FEATURES): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    name: 'scholen',
    features: features.map((properties) => ({
      type: 'Feature',
      properties: { huisletter: null, huisnummertoevoeging: null, ...properties },
      geometry: { type: 'Point', coordinates: [4.3, 52.1] },
    })),
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip file with one deflated entry (the edugis file holds just `scholen.geo.json`). */
export function zipFile(entryName: string, content: string): Buffer {
  const raw = Buffer.from(content, 'utf8');
  const data = zlib.deflateRawSync(raw);
  const name = Buffer.from(entryName, 'utf8');
  const crc = crc32(raw);
  const dosDate = ((2024 - 1980) << 9) | (11 << 5) | 24;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(dosDate, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(raw.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt16LE(dosDate, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(raw.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** A RIO export CSV: UTF-8 with a BOM, `,` separated, every value quoted. */
export function rioCsv(header: string[], rows: string[][]): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  return '\ufeff' + [header, ...rows].map((row) => row.map(quote).join(',')).join('\n') + '\n';
}

/** A temporary folder, removed by the returned cleanup. */
export function temporaryFolder(prefix = 'schools-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Writes the BO CSV and the GeoJSON zip under their DUO/edugis names; returns their paths. */
export function writeDuoFixtures(dir: string): { csv: string; zip: string } {
  const csv = path.join(dir, '02.-alle-schoolvestigingen-basisonderwijs.csv');
  const zip = path.join(dir, 'scholen20241122.geo.zip');
  fs.writeFileSync(csv, boCsvBytes());
  fs.writeFileSync(zip, zipFile('scholen.geo.json', geoJson()));
  return { csv, zip };
}
