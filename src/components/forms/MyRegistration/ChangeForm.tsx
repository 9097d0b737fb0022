import React from 'react';
import { definitionOf, isStoredType, type EditForm } from '@site/src/domain/forms';
import { roundOf } from '@site/src/domain/rounds';
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

type Edit = EditMode<never>;

/** The component of each kind of edit form the definitions name. */
const EDIT_FORMS: { [K in EditForm['kind']]: (form: Extract<EditForm, { kind: K }>, edit: Edit) => React.ReactNode } = {
  'primary-sign-up': (_form, edit) => <AanmeldformulierPo edit={edit} />,
  'pre-registration': (_form, edit) => <DoorstroomtoetsPreRegistration edit={edit} />,
  round: ({ year, mode }, edit) => {
    const round = roundOf(year);
    return round ? (
      <RoundRegistrationForm round={round} mode={mode} initialValues={edit.initialValues} edit={edit} />
    ) : null;
  },
};

/** The registration's own form, filled with what is stored, to change it (the school stays). */
export default function ChangeForm({ type, values, token, endpoint, version, onSaved }: Props) {
  const { type: _type, ...stored } = values;
  const edit = { token, endpoint, version, initialValues: stored, onSaved } as Edit;
  const form = isStoredType(type) ? definitionOf(type).editForm : undefined;
  if (!form) return null;
  const render = EDIT_FORMS[form.kind] as (form: EditForm, edit: Edit) => React.ReactNode;
  return <>{render(form, edit)}</>;
}
