/** The form types and pages of a round's Doorstroomtoets registration, made from its year. */
export function doorstroomtoetsTypes<Y extends number>(year: Y) {
  return {
    pre: `doorstroomtoets-pre-registration-${year}`,
    final: `doorstroomtoets-registration-${year}`,
  } as const;
}

export { doorstroomtoetsRoutes } from '../routes';

/** The year in a round's Doorstroomtoets form type, or null for any other type. */
export function yearOfDoorstroomtoetsType(type: string): number | null {
  const match = /^doorstroomtoets-(?:pre-)?registration-(\d{4})$/.exec(type);
  return match ? Number(match[1]) : null;
}
