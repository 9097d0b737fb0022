import { translate } from '@docusaurus/Translate';
import { HELPDESK_CATEGORIES, HELPDESK_PRODUCT_GROUPS } from '@site/src/domain/options';
import type { Option, OptionGroup } from '../fields';

/**
 * The choices of the helpdesk request as the visitor reads them. The values stay the Dutch words the
 * helpdesk files requests under; the labels follow the page's language (product names are names).
 */
export function categoryOptions(): Option[] {
  const labels: Record<(typeof HELPDESK_CATEGORIES)[number], string> = {
    Vraag: translate({ id: 'forms.helpdesk.category.question', message: 'Vraag' }),
    Storing: translate({ id: 'forms.helpdesk.category.fault', message: 'Storing' }),
    'Inloggen en accounts': translate({ id: 'forms.helpdesk.category.login', message: 'Inloggen en accounts' }),
    Rapportage: translate({ id: 'forms.helpdesk.category.reports', message: 'Rapportage' }),
    'Wens of suggestie': translate({ id: 'forms.helpdesk.category.wish', message: 'Wens of suggestie' }),
  };
  return HELPDESK_CATEGORIES.map((value) => ({ value, label: labels[value] }));
}

export function productOptions(): OptionGroup[] {
  const groupLabels: Record<string, string> = {
    Basisonderwijs: translate({ id: 'forms.helpdesk.group.primary', message: 'Basisonderwijs' }),
    'Voortgezet onderwijs': translate({ id: 'forms.helpdesk.group.secondary', message: 'Voortgezet onderwijs' }),
    'Middelbaar beroepsonderwijs': translate({
      id: 'forms.helpdesk.group.vocational',
      message: 'Middelbaar beroepsonderwijs',
    }),
    'Werken en loopbaan': translate({ id: 'forms.helpdesk.group.work', message: 'Werken en loopbaan' }),
    Overig: translate({ id: 'forms.helpdesk.group.other', message: 'Overig' }),
  };
  const productLabels: Record<string, string> = {
    Portaal: translate({ id: 'forms.helpdesk.product.portal', message: 'Portaal' }),
    Anders: translate({ id: 'forms.helpdesk.product.other', message: 'Anders' }),
  };
  return HELPDESK_PRODUCT_GROUPS.map((group) => ({
    label: groupLabels[group.label] ?? group.label,
    options: group.options.map((value) => ({ value, label: productLabels[value] ?? value })),
  }));
}
