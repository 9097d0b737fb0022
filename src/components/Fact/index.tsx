import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { FACTS, dutchHours, dutchNumber, leergangSpan } from '@site/src/domain/facts';
import { DEVICES } from '@site/src/domain/devices';

/** The facts a page can state with `<Fact name="…" />`; each renders one or two sentences from FACTS. */
export const FACT_NAMES = [
  'doorstroomtoets.adaptive',
  'doorstroomtoets.duration',
  'doorstroomtoets.saving',
  'doorstroomtoets.devices',
  'leergangStudiecoach.format',
  'leergangStudiecoach.span',
  'talentscanHrm.duration',
  'talentscanHrm.report',
  'talentscanVo.duration',
  'reports.retention',
] as const;
export type FactName = (typeof FACT_NAMES)[number];

type Words = {
  number: (value: number) => string;
  hours: (minutes: number) => string;
  list: (items: string[]) => string;
};

// Dutch prose spells small numbers out ('vijf bijeenkomsten'); other languages get digits.
const DUTCH: Words = { number: dutchNumber, hours: dutchHours, list: (items) => joinWith(items, 'en') };
const OTHER: Words = {
  number: String,
  hours: (minutes) => `${String(minutes / 60).replace('.', ',')} h`,
  list: (items) => joinWith(items, 'și'),
};

function joinWith(items: string[], and: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** The devices as a sentence names them: 'Laptops / Computers' reads 'laptops en computers'. */
function deviceNames(): string[] {
  return DEVICES.map((device) =>
    device === 'Laptops / Computers'
      ? translate({ id: 'facts.device.laptops', message: 'laptops en computers' })
      : device,
  );
}

function sentence(name: FactName, words: Words): string {
  const { doorstroomtoets, leergangStudiecoach, talentscanHrm, talentscanVo, reports } = FACTS;
  switch (name) {
    case 'doorstroomtoets.adaptive':
      return translate({
        id: 'facts.doorstroomtoets.adaptive',
        message:
          'De toets is adaptief: na elke vraag kiest hij de volgende vraag bij wat de leerling tot dan toe heeft laten zien.',
      });
    case 'doorstroomtoets.duration':
      return translate(
        {
          id: 'facts.doorstroomtoets.duration',
          message:
            'De toets duurt in totaal gemiddeld ongeveer {duration}, in drie onderdelen: {parts}. U verdeelt de onderdelen over de dagen die u zelf kiest, vanaf de eerste afnamedag.',
        },
        { duration: words.hours(doorstroomtoets.averageTotalMinutes), parts: words.list([...doorstroomtoets.parts]) },
      );
    case 'doorstroomtoets.saving':
      return translate({
        id: 'facts.doorstroomtoets.saving',
        message:
          'Elk antwoord wordt opgeslagen zodra de leerling het geeft. Valt het internet uit, dan gaat er niets verloren.',
      });
    case 'doorstroomtoets.devices':
      return translate(
        { id: 'facts.doorstroomtoets.devices', message: 'De toets werkt op {devices}.' },
        { devices: words.list(deviceNames()) },
      );
    case 'leergangStudiecoach.format':
      return translate(
        {
          id: 'facts.leergangStudiecoach.format',
          message:
            'De leergang bestaat uit {meetings} bijeenkomsten van een dagdeel, in een groep van {min} tot {max} deelnemers, bij uw eigen instelling of in Nijmegen. Wie de leergang afrondt, ontvangt een certificaat van deelname.',
        },
        {
          meetings: words.number(leergangStudiecoach.meetings),
          min: words.number(leergangStudiecoach.groupSize.min),
          max: words.number(leergangStudiecoach.groupSize.max),
        },
      );
    case 'leergangStudiecoach.span': {
      const span = leergangSpan();
      return translate(
        {
          id: 'facts.leergangStudiecoach.span',
          message:
            'U komt eens in de {between} weken bij elkaar, zodat de leergang van de eerste tot de laatste bijeenkomst {weeks} weken duurt: ongeveer {months} maanden.',
        },
        {
          between: words.number(leergangStudiecoach.weeksBetweenMeetings),
          weeks: words.number(span.weeks),
          months: words.number(span.months),
        },
      );
    }
    case 'talentscanHrm.duration':
      return translate(
        {
          id: 'facts.talentscanHrm.duration',
          message:
            'De scan duurt ongeveer {total} minuten: de capaciteitentests ongeveer {capacities} minuten, de vragenlijsten ongeveer {questionnaires} minuten.',
        },
        {
          total: talentscanHrm.totalMinutes,
          capacities: talentscanHrm.capacitiesMinutes,
          questionnaires: talentscanHrm.questionnairesMinutes,
        },
      );
    case 'talentscanHrm.report':
      return translate({
        id: 'facts.talentscanHrm.report',
        message:
          'De deelnemer krijgt een eigen rapport. De opdrachtgever ziet het profiel alleen als de deelnemer daar toestemming voor geeft.',
      });
    case 'talentscanVo.duration':
      return translate(
        {
          id: 'facts.talentscanVo.duration',
          message: 'De scan duurt ongeveer {minutes} minuten en wordt gemaakt in {lessons} lessen.',
        },
        { minutes: talentscanVo.totalMinutes, lessons: words.number(talentscanVo.lessons) },
      );
    case 'reports.retention':
      return translate(
        {
          id: 'facts.reports.retention',
          message: 'Rapporten worden {years} jaar na de afname verwijderd.',
        },
        { years: words.number(reports.retentionYears) },
      );
  }
}

/**
 * A fact as the product owner gives it (src/domain/facts), in a sentence: `<Fact name="talentscanVo.duration" />`.
 * Pages state facts this way so that they cannot drift from one another.
 */
export default function Fact({ name }: { name: FactName }) {
  const { currentLocale } = useDocusaurusContext().i18n;
  return <>{sentence(name, currentLocale === 'nl' ? DUTCH : OTHER)}</>;
}
