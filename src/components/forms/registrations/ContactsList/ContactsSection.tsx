import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import SectionHeading from '../SectionHeading';
import ContactsList, { type ContactsListProps } from '.';

/** A registration's contacts under their heading; `intro` says what the form asks of them. */
export default function ContactsSection({ intro, ...list }: ContactsListProps & { intro?: ReactNode }) {
  return (
    <>
      <SectionHeading>
        <Translate id="forms.registration.contacts">Contactpersonen</Translate>
      </SectionHeading>
      {intro}
      <ContactsList {...list} />
    </>
  );
}
