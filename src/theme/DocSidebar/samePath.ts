/** Whether two site paths name the same page ('/help/' and '/help' do). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const normalise = (path: string) => path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return normalise(a) === normalise(b);
}
