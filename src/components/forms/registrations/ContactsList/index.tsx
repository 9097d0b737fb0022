import React, { type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import clsx from 'clsx';
import { visuallyHiddenClass } from '@site/src/components/VisuallyHidden';
import { useField, useForm } from 'react-final-form';
import Translate, { translate } from '@docusaurus/Translate';
import { LIMITS } from '@site/src/domain/forms';
import { EmailField, SelectField, TextField, FieldRow, LinkButton, groupBoxClass } from '../../fields';
import styles from './styles.module.css';

type Contact = Record<string, unknown>;

export type ContactsListProps = {
  name?: string;
  /** A fresh contact for '+ Contactpersoon toevoegen'. */
  newContact: () => Contact;
  /** The job title options of the form's definition (the select starts on 'Maak een keuze' before them). */
  jobTitles: readonly string[];
  /** Whether every contact needs a name and e-mail (otherwise only the first). */
  allRequired?: boolean;
  /** Extra controls per contact (e.g. the products the contact is responsible for). */
  renderExtra?: (prefix: string, index: number) => ReactNode;
};

/** The contact persons of a registration: one block per contact, '+ Contactpersoon toevoegen' and '- verwijderen'. */
export default function ContactsList({
  name = 'contacts',
  newContact,
  jobTitles,
  allRequired = false,
  renderExtra,
}: ContactsListProps) {
  const form = useForm();
  const jobTitleOptions = jobTitles.filter((title) => title !== '').map((title) => ({ value: title, label: title }));
  const { input } = useField<Contact[] | undefined>(name, { subscription: { value: true } });
  const contacts = input.value || [];

  const add = () => form.change(name, [...contacts, newContact()]);
  const remove = (index: number) =>
    form.change(
      name,
      contacts.filter((_, position) => position !== index),
    );

  return (
    <div className={styles.contacts}>
      {contacts.map((_, index) => {
        const prefix = `${name}[${index}]`;
        const required = allRequired || index === 0;
        const number = index + 1;
        // Autofill offers the filler's own details: right for the first contact (usually the one
        // filling in), wrong for the others, whose rows it would fill with the same person.
        const auto = (token: HTMLInputAutoCompleteAttribute) => (index === 0 ? token : 'off');
        return (
          <fieldset key={index} className={clsx(groupBoxClass, styles.contact)}>
            <legend className={styles.legend}>
              <Translate id="forms.contacts.legend" values={{ number }}>
                {'Contactpersoon {number}'}
              </Translate>
            </legend>
            <FieldRow>
              <TextField
                name={`${prefix}.first_name`}
                label={translate({ id: 'forms.field.first_name', message: 'Voornaam' })}
                required={required}
                autoComplete={auto('given-name')}
                maxLength={LIMITS.name}
              />
              <TextField
                name={`${prefix}.last_name`}
                label={translate({ id: 'forms.field.last_name', message: 'Achternaam' })}
                required={required}
                autoComplete={auto('family-name')}
                maxLength={LIMITS.name}
              />
            </FieldRow>
            <FieldRow>
              <EmailField
                name={`${prefix}.email`}
                label={translate({ id: 'forms.field.email', message: 'E-mail' })}
                required={required}
                autoComplete={auto('email')}
              />
              <TextField
                type="tel"
                name={`${prefix}.work_number`}
                label={translate({ id: 'forms.contacts.work_number', message: 'Telefoonnummer' })}
                autoComplete={auto('tel')}
              />
            </FieldRow>
            <SelectField
              name={`${prefix}.job_title`}
              label={translate({ id: 'forms.contacts.job_title', message: 'Functie' })}
              options={jobTitleOptions}
              // Never preselected: a title nobody chose would be stored as theirs (jobTitleProblems).
              required={required}
            />
            {renderExtra?.(prefix, index)}
            {contacts.length > 1 && (
              <LinkButton className={styles.linkButton} onClick={() => remove(index)}>
                {'- '}
                <Translate id="forms.contacts.remove">verwijderen</Translate>
                <span className={visuallyHiddenClass}>
                  {' '}
                  <Translate id="forms.contacts.removeWhich" values={{ number }}>
                    {'contactpersoon {number}'}
                  </Translate>
                </span>
              </LinkButton>
            )}
          </fieldset>
        );
      })}
      {contacts.length < LIMITS.contacts && (
        <LinkButton className={styles.linkButton} onClick={add}>
          {'+ '}
          <Translate id="forms.contacts.addContact">Contactpersoon toevoegen</Translate>
        </LinkButton>
      )}
    </div>
  );
}
