import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * One sidebar per area of the site, so a visitor moves between related products.
 * Doc ids are file paths under docs/ without extension (`onderwijs/index` is /onderwijs).
 */
const sidebars = {
  onderwijs: [
    'onderwijs/index',
    {
      type: 'category',
      label: 'Basisonderwijs',
      link: { type: 'doc', id: 'basisonderwijs' },
      collapsible: false,
      items: ['onderwijs/doorstroomtoets', 'onderwijs/aansluiting-po-vo'],
    },
    {
      type: 'category',
      label: 'Voortgezet onderwijs',
      link: { type: 'doc', id: 'voortgezet-onderwijs' },
      collapsible: false,
      items: ['onderwijs/talentscan-vo', 'onderwijs/lob-loopbaanleren'],
    },
    {
      type: 'category',
      label: 'Middelbaar beroepsonderwijs',
      link: { type: 'doc', id: 'middelbaar-beroepsonderwijs' },
      collapsible: false,
      items: ['onderwijs/talentscan-mbo', 'onderwijs/beroepsbeeldtests-mbo', 'onderwijs/leergang-studiecoach'],
    },
  ],
  werkenEnLoopbaan: [
    'werken-en-loopbaan/index',
    'werken-en-loopbaan/talentscan-hrm',
    'werken-en-loopbaan/taal-rekentoetsen',
    'werken-en-loopbaan/jobtender',
  ],
  help: ['help/index', 'help/veelgestelde-vragen', 'help/downloads'],
  overAmn: [
    'over-amn/index',
    {
      type: 'category',
      label: 'Vacatures',
      link: { type: 'doc', id: 'over-amn/vacatures/index' },
      collapsible: false,
      items: ['over-amn/vacatures/toetsontwikkelaar-rekenen', 'over-amn/vacatures/medewerker-helpdesk'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
