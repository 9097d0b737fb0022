import React from 'react';
import { translate } from '@docusaurus/Translate';
import { LIMITS } from '@site/src/domain/forms';
import { EmailField, FieldRow, TextField, narrowField } from '../fields';

/** First name, (tussenvoegsel,) last name and e-mail: the person block of the contact, newsletter and training forms. */
export default function PersonFields({ tussenvoegsel = false }: { tussenvoegsel?: boolean }) {
  return (
    <>
      <FieldRow>
        <TextField
          name="first_name"
          label={translate({ id: 'forms.field.first_name', message: 'Voornaam' })}
          required
          autoComplete="given-name"
          maxLength={LIMITS.name}
        />
        {tussenvoegsel && (
          <TextField
            name="tussenvoegsel"
            label={translate({ id: 'forms.field.tussenvoegsel', message: 'Tussenvoegsel' })}
            maxLength={LIMITS.tussenvoegsel}
            className={narrowField}
          />
        )}
        <TextField
          name="last_name"
          label={translate({ id: 'forms.field.last_name', message: 'Achternaam' })}
          required
          autoComplete="family-name"
          maxLength={LIMITS.name}
        />
      </FieldRow>
      <EmailField name="email" label={translate({ id: 'forms.field.email', message: 'E-mail' })} required />
    </>
  );
}
