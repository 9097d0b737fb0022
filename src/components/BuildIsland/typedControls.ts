/**
 * What a visitor typed, ticked or chose in an island's built HTML before its code came, carried
 * into the live block that replaces that HTML. Controls are matched by their place among the
 * island's controls, checked by tag, type and name: the live block's first render is the built
 * one, so the two lists line up (ids do not: React gives the browser's render other ids).
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type TypedControl = { kind: string; name: string; value: string; checked: boolean };

export type TypedState = { controls: TypedControl[]; focused: number; selection: [number, number] | null };

const CONTROLS = 'input, select, textarea';

const kindOf = (control: Control) => `${control.tagName}:${control.type}`;
const controlsOf = (root: Element) => Array.from(root.querySelectorAll<Control>(CONTROLS));
const isChoice = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The state of every control under `root`, and which of them has the focus. */
export function readTyped(root: Element): TypedState {
  const controls = controlsOf(root);
  const active = root.ownerDocument.activeElement;
  const focused = controls.findIndex((control) => control === active);
  const focusedControl = controls[focused];
  let selection: [number, number] | null = null;
  if (focusedControl && !(focusedControl instanceof HTMLSelectElement)) {
    try {
      selection = [focusedControl.selectionStart ?? 0, focusedControl.selectionEnd ?? 0];
    } catch {
      // Inputs without a text selection (checkboxes, radios) throw on reading it.
    }
  }
  return {
    controls: controls.map((control) => ({
      kind: kindOf(control),
      name: control.name,
      value: control.value,
      checked: isChoice(control) && control.checked,
    })),
    focused,
    selection,
  };
}

/** The element's own value setter: React's field sees a value set through it as typed. */
function setValue(control: Control, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  setter?.call(control, value);
}

/**
 * Puts `typed` into the controls under `root` as a visitor would (events the live block's fields
 * listen to), then gives the focus back. A control whose place, kind or name differs is left alone.
 */
export function restoreTyped(root: Element, typed: TypedState): void {
  const controls = controlsOf(root);
  controls.forEach((control, index) => {
    const before = typed.controls[index];
    if (!before || before.kind !== kindOf(control) || before.name !== control.name) return;
    if (isChoice(control)) {
      if (control.checked !== before.checked) control.click();
      return;
    }
    if (control.value === before.value) return;
    setValue(control, before.value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
  const focused = controls[typed.focused];
  if (!focused || typed.controls[typed.focused]?.kind !== kindOf(focused)) return;
  focused.focus();
  if (typed.selection && !(focused instanceof HTMLSelectElement)) {
    try {
      focused.setSelectionRange(...typed.selection);
    } catch {
      // As above: no text selection on this kind of input.
    }
  }
}
