import { validValues } from '../../../../test/support/server/payloads';
import {
  asJson,
  decodeChanges,
  decodeJson,
  decodePayload,
  decodeTopics,
  rowFields,
  shownValues,
  storedValues,
} from '../payload';

const at = '2025-10-15T10:00:00.000Z';

describe('stored payloads, decoded by their form type’s schema', () => {
  it('reads a payload its form still reads', () => {
    const values = { type: 'contact-form', ...validValues('contact-form') };
    const decoded = decodePayload({ type: 'contact-form', payload: JSON.stringify(values), created_at: at });
    expect(decoded).toEqual({ ok: true, type: 'contact-form', values: expect.objectContaining(values) });
  });

  it('gives values typed by their form: narrowed on type, with the schema’s output', () => {
    const values = { type: 'contact-form', ...validValues('contact-form') };
    const decoded = decodePayload({ type: 'contact-form', payload: JSON.stringify(values), created_at: at });
    if (!decoded.ok || decoded.values.type !== 'contact-form') throw new Error('not read as a contact form');
    // Typed: no cast to read a field the contact form's schema has.
    expect(decoded.values.email).toBe(validValues('contact-form').email);
  });

  it('keeps only plain JSON of a payload its form no longer reads (null for text that is not JSON)', () => {
    const decoded = decodePayload({ type: 'contact-form', payload: '{"email":', created_at: at });
    expect(decoded).toMatchObject({ ok: false, retired: false, json: null });
  });

  it('reports a payload its form no longer reads, with its issues, and keeps what is stored', () => {
    const stored = { type: 'contact-form', email: 'anna@school.nl' };
    const decoded = decodePayload({ type: 'contact-form', payload: JSON.stringify(stored), created_at: at });
    expect(decoded).toMatchObject({ ok: false, retired: false, json: stored });
    expect(!decoded.ok && decoded.issues.length).toBeGreaterThan(0);
    expect(shownValues(decoded)).toBeNull();
    expect(storedValues(decoded)).toEqual(stored);
  });

  it('shows a payload of a form type the code no longer has as it is stored', () => {
    const stored = { school: { naam: 'De Klimop' } };
    const decoded = decodePayload({
      type: 'doorstroomtoets-registration-2019',
      payload: JSON.stringify(stored),
      registration_round: 2019,
      created_at: at,
    });
    expect(decoded).toMatchObject({ ok: false, retired: true });
    expect(shownValues(decoded)).toEqual(stored);
  });

  it('reads changes, topics and plain JSON by their schemas; anything else is nothing', () => {
    expect(decodeChanges('[{"label":"a","before":"-","after":"b","contact":"x"}]')).toEqual([
      { label: 'a', before: '-', after: 'b', contact: 'x' },
    ]);
    expect(decodeChanges('[{"label":1}]')).toEqual([]);
    expect(decodeTopics('["nieuws"]')).toEqual(['nieuws']);
    expect(decodeTopics('not json')).toEqual([]);
    expect(decodeJson('{"a":[1,"b",null]}')).toEqual({ a: [1, 'b', null] });
    expect(decodeJson('{')).toBeNull();
  });

  it('writes a value made from stored values as the JSON the store keeps, and reads any row field by field', () => {
    expect(asJson({ a: 1, gone: undefined, list: [{ b: 'c' }] })).toEqual({ a: 1, list: [{ b: 'c' }] });
    expect(rowFields({ school: { naam: 'De Klimop' } }).school).toEqual({ naam: 'De Klimop' });
    expect(rowFields(['not', 'an', 'object'])).toEqual({});
    expect(rowFields(null)).toEqual({});
  });
});
