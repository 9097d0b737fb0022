import { sectionOf } from '../section';

describe('sectionOf', () => {
  it.each([
    ['/onderwijs/doorstroomtoets', 'product'],
    ['/werken-en-loopbaan/talentscan-hrm', 'product'],
    ['/trainingen/aanbod', 'product'],
    ['/alle-producten', 'product'],
    ['/help', 'help'],
    ['/help/downloads', 'help'],
    ['/nieuws-en-achtergronden/2026/10/01/nieuwe-talentscan-mbo', 'news'],
    ['/over-amn/vacatures', 'page'],
    ['/contactformulier', 'page'],
    ['/', 'page'],
    ['/ro/asistenta/intrebari-frecvente', 'help'],
    ['/ro/pentru-scoli/trusa-de-teste', 'product'],
    ['/ro/despre-amn', 'page'],
    ['/ro/', 'page'],
    ['/ro/nieuws-en-achtergronden', 'news'],
    ['/onderwijs/doorstroomtoets#aanmelden', 'product'],
    // A Dutch page whose name merely starts like a Romanian prefix is not Romanian.
    ['/roosters', 'page'],
  ])('%s is a %s', (url, section) => {
    expect(sectionOf(url)).toBe(section);
  });
});
