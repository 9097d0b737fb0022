/**
 * The devices pupils take the Doorstroomtoets on: one or more of the list (a school may have
 * Chromebooks and iPads). Stored payloads from before held one device as text: those read as a
 * list of one, so every reader (mails, the school's page, the workspace, the export) sees a list.
 */
import * as v from 'valibot';
import { DEFAULT_DEVICE } from '../constants';
import { DEVICES } from '../devices';
import type { Localized } from '../locale';
import { fieldMessage, type IssueMessage } from './texts';

const isNothing = (input: unknown) =>
  input === undefined || input === null || (Array.isArray(input) && input.length === 0);

export type Device = (typeof DEVICES)[number];

/** The devices field: a list of at least one device, each once; one device as text is read as a list of one. */
export function devicesField(label: Localized) {
  const missingOrInvalid: IssueMessage = (issue) =>
    fieldMessage(label, (texts, name) => (isNothing(issue.input) ? texts.required(name) : texts.invalidChoice(name)))(
      issue,
    );
  const device = v.picklist(DEVICES, missingOrInvalid);
  const list = v.pipe(
    v.array(device, missingOrInvalid),
    v.minLength(1, missingOrInvalid),
    v.check((devices) => new Set(devices).size === devices.length, missingOrInvalid),
  );
  // Before issue 64 a registration stored one device: still read (and accepted) as a list of one.
  const single = v.pipe(
    device,
    v.transform((one): Device[] => [one]),
  );
  return v.union([list, single], missingOrInvalid);
}

/** A list of devices from whatever a form or a stored payload holds (text, a list, nothing). */
export function devicesOf(value: unknown): Device[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return DEVICES.filter((device) => items.includes(device));
}

/** What the form starts with, and sets when a school is picked with no device ticked (the spec's default). */
export const DEFAULT_DEVICES: readonly Device[] = [DEFAULT_DEVICE];
