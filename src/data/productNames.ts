/**
 * How each product and training is spelled, and the spellings it must not have. The build fails on
 * a wrong spelling in any text a reader sees (plugins/product-names); the helpdesk form lists the
 * products by these names (src/domain/options.ts).
 */
export type ProductSpelling = {
  /** The one spelling: the product page's title. */
  readonly name: string;
  /** Spellings seen before, refused by the build (matched case-sensitively: addresses are lowercase). */
  readonly wrong: readonly string[];
  /** The product's page; none for a training (they share /trainingen/aanbod). */
  readonly page?: string;
};

export const PRODUCT_SPELLINGS: readonly ProductSpelling[] = [
  { name: 'Doorstroomtoets', wrong: ['Doorstroom-toets', 'DoorstroomToets'], page: '/onderwijs/doorstroomtoets' },
  { name: 'Proeftoets voor SO/SBO', wrong: ['Proeftoets voor SO / SBO'] },
  { name: 'Aansluiting PO-VO', wrong: ['Aansluiting PO VO', 'Aansluiting PO/VO'], page: '/onderwijs/aansluiting-po-vo' },
  { name: 'Talentscan VO', wrong: ['Talentscan-VO', 'TalentScan VO'], page: '/onderwijs/talentscan-vo' },
  {
    name: 'LOB en loopbaanleren',
    wrong: ['LOB-loopbaanleren', 'LOB Loopbaanleren', 'LOB-Loopbaanleren', 'LOB en Loopbaanleren'],
    page: '/onderwijs/lob-loopbaanleren',
  },
  { name: 'Talentscan MBO', wrong: ['Talentscan-MBO', 'TalentScan MBO'], page: '/onderwijs/talentscan-mbo' },
  { name: 'Beroepsbeeldtests MBO', wrong: ['Beroepsbeeldtest MBO'], page: '/onderwijs/beroepsbeeldtests-mbo' },
  { name: 'Leergang Studiecoach', wrong: ['Leergang studiecoach'], page: '/onderwijs/leergang-studiecoach' },
  { name: 'Talentscan HRM', wrong: ['Talentscan-HRM', 'TalentScan HRM'], page: '/werken-en-loopbaan/talentscan-hrm' },
  { name: 'Taal- en rekentoetsen', wrong: ['Taal en rekentoetsen'], page: '/werken-en-loopbaan/taal-rekentoetsen' },
  { name: 'Jobtender', wrong: ['JobTender', 'Job Tender'], page: '/werken-en-loopbaan/jobtender' },
  // Old links and stored sign-ups still carry the first two spellings: src/domain/trainingAliases.ts maps them.
  { name: 'Managementtraining', wrong: ['Managementraining'] },
  {
    name: 'Administratie- en applicatiebeheertraining',
    wrong: ['Administratieve/ applicatiebeheerderstraining', 'Administratieve/applicatiebeheerderstraining'],
  },
];
