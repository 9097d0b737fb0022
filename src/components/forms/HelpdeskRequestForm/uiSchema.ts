import { translate } from '@docusaurus/Translate';
import { HELPDESK_PRODUCT_GROUPS } from '@site/src/domain/options';
import type { ControlOptions, UiElement } from '../SchemaForm';

/** A field of the request, by its property name. */
const control = (property: string, label: string, options?: ControlOptions): UiElement => ({
  type: 'Control',
  scope: `#/properties/${property}`,
  label,
  ...(options && { options }),
});

/** Layout and Dutch labels of the helpdesk request; translated at render time. */
export function helpdeskUiSchema(): UiElement {
  return {
    type: 'VerticalLayout',
    elements: [
      {
        type: 'HorizontalLayout',
        elements: [
          control('name', translate({ id: 'forms.helpdesk.name', message: 'Naam' })),
          control('email', translate({ id: 'forms.field.email', message: 'E-mail' })),
        ],
      },
      control('school_or_company', translate({ id: 'forms.helpdesk.school_or_company', message: 'School of bedrijf' })),
      {
        type: 'HorizontalLayout',
        elements: [
          control('category', translate({ id: 'forms.helpdesk.category', message: 'Waar gaat uw aanvraag over?' })),
          control('product', translate({ id: 'forms.helpdesk.product', message: 'Product' }), {
            groups: HELPDESK_PRODUCT_GROUPS.map((group) => ({ label: group.label, values: group.options })),
          }),
        ],
      },
      control('description', translate({ id: 'forms.helpdesk.description', message: 'Omschrijving' }), { multi: true }),
      control(
        'steps',
        translate({ id: 'forms.helpdesk.steps', message: 'Welke stappen zetten we om het probleem te zien?' }),
        {
          columns: { description: translate({ id: 'forms.helpdesk.step', message: 'Beschrijving van de stap' }) },
          addLabel: translate({ id: 'forms.helpdesk.addStep', message: '+ Stap toevoegen' }),
        },
      ),
    ],
  };
}
