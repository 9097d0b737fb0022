import React from 'react';
import { doorstroomtoetsTypes, roundOf, yearOfDoorstroomtoetsType } from '@site/src/domain/rounds';
import AanmeldformulierPo from '../registrations/AanmeldformulierPo';
import DoorstroomtoetsPreRegistration from '../registrations/DoorstroomtoetsPreRegistration';
import RoundRegistrationForm from '../registrations/DoorstroomtoetsRound/RoundRegistrationForm';
import type { EditMode } from '../registrations/EditMode';

type Props = {
  type: string;
  values: Record<string, unknown>;
  /** The personal link's token, or for staff their change route. */
  token?: string;
  endpoint?: string;
  /** The version `values` are of. */
  version: number;
  onSaved: (text: string) => void;
};

/** The registration's own form, filled with what is stored, to change it (the school stays). */
export default function ChangeForm({ type, values, token, endpoint, version, onSaved }: Props) {
  const { type: _type, ...stored } = values;
  const edit = { token, endpoint, version, initialValues: stored, onSaved } as EditMode<never>;
  if (type === 'aanmeldformulier-po') return <AanmeldformulierPo edit={edit} />;
  if (type === 'doorstroomtoets-pre-registration') return <DoorstroomtoetsPreRegistration edit={edit} />;
  const year = yearOfDoorstroomtoetsType(type);
  const round = year === null ? undefined : roundOf(year);
  if (!round) return null;
  const mode = doorstroomtoetsTypes(round.year).pre === type ? 'pre' : 'final';
  return <RoundRegistrationForm round={round} mode={mode} initialValues={edit.initialValues} edit={edit} />;
}
