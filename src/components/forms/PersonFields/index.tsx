import React from 'react';
import { translate } from '@docusaurus/Translate';
import { LIMITS } from '@site/src/domain/forms';
import { EmailField, FieldRow, TextField, narrowField } from '../fields';

const NAME_AUTOCOMPLETE = { first_name: 'given-name', last_name: 'family-name' } as const;

/** A required name of a person, as long as a name may be, filled in by the browser from its own part. */
function NameField({ name, label }: { name: keyof typeof NAME_AUTOCOMPLETE; label: string }) {
  return (
    <TextField name={name} label={label} required autoComplete={NAME_AUTOCOMPLETE[name]} maxLength={LIMITS.name} />
  );
}

/** First name, (tussenvoegsel,) last name and e-mail: the person block of the contact, newsletter and training forms. */
export default function PersonFields({ tussenvoegsel = false }: { tussenvoegsel?: boolean }) {
  return (
    <>
      <FieldRow>
        <NameField name="first_name" label={translate({ id: 'forms.field.first_name', message: 'Voornaam' })} />
        {tussenvoegsel && (
          <TextField
            name="tussenvoegsel"
            label={translate({ id: 'forms.field.tussenvoegsel', message: 'Tussenvoegsel' })}
            maxLength={LIMITS.tussenvoegsel}
            className={narrowField}
          />
        )}
        <NameField name="last_name" label={translate({ id: 'forms.field.last_name', message: 'Achternaam' })} />
      </FieldRow>
      <EmailField name="email" label={translate({ id: 'forms.field.email', message: 'E-mail' })} required />
    </>
  );
}
