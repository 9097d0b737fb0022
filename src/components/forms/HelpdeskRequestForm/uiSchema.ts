import { translate } from '@docusaurus/Translate';
import { HELPDESK_PRODUCT_GROUPS } from '@site/src/domain/options';
import type { UiElement } from '../SchemaForm';

/** Layout and Dutch labels of the helpdesk request; translated at render time. */
export function helpdeskUiSchema(): UiElement {
  return {
    type: 'VerticalLayout',
    elements: [
      {
        type: 'HorizontalLayout',
        elements: [
          {
            type: 'Control',
            scope: '#/properties/name',
            label: translate({ id: 'forms.helpdesk.name', message: 'Naam' }),
          },
          {
            type: 'Control',
            scope: '#/properties/email',
            label: translate({ id: 'forms.field.email', message: 'E-mail' }),
          },
        ],
      },
      {
        type: 'Control',
        scope: '#/properties/school_or_company',
        label: translate({ id: 'forms.helpdesk.school_or_company', message: 'School of bedrijf' }),
      },
      {
        type: 'HorizontalLayout',
        elements: [
          {
            type: 'Control',
            scope: '#/properties/category',
            label: translate({ id: 'forms.helpdesk.category', message: 'Waar gaat uw aanvraag over?' }),
          },
          {
            type: 'Control',
            scope: '#/properties/product',
            label: translate({ id: 'forms.helpdesk.product', message: 'Product' }),
            options: {
              groups: HELPDESK_PRODUCT_GROUPS.map((group) => ({ label: group.label, values: group.options })),
            },
          },
        ],
      },
      {
        type: 'Control',
        scope: '#/properties/description',
        label: translate({ id: 'forms.helpdesk.description', message: 'Omschrijving' }),
        options: { multi: true },
      },
      {
        type: 'Control',
        scope: '#/properties/steps',
        label: translate({ id: 'forms.helpdesk.steps', message: 'Welke stappen zetten we om het probleem te zien?' }),
        options: {
          columns: { description: translate({ id: 'forms.helpdesk.step', message: 'Beschrijving van de stap' }) },
          addLabel: translate({ id: 'forms.helpdesk.addStep', message: '+ Stap toevoegen' }),
        },
      },
    ],
  };
}
