/**
 * What a visitor typed, ticked or chose in an island's built HTML before its code came, carried
 * into the live block that replaces that HTML. Controls are matched by their place among the
 * island's controls, checked by tag, type and name: the live block's first render is the built
 * one, so the two lists line up (ids do not: React gives the browser's render other ids).
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** `changed`: the visitor changed it from what the built HTML said (only that is carried over). */
export type TypedControl = { kind: string; name: string; value: string; checked: boolean; changed: boolean };

export type TypedState = {
  controls: TypedControl[];
  /** The focused element's place among the focusable ones, and its tag. */
  focused: { index: number; tag: string } | null;
  selection: [number, number] | null;
};

const CONTROLS = 'input, select, textarea';
/** What can hold the focus in a form: its controls, its buttons and links. */
const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';

const kindOf = (control: Control) => `${control.tagName}:${control.type}`;
const controlsOf = (root: Element) => Array.from(root.querySelectorAll<Control>(CONTROLS));
const isChoice = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the control differs from the built HTML's (its default): what the live block sets itself stays. */
function changedByVisitor(control: Control): boolean {
  if (isChoice(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return Array.from(control.options).some((o) => o.selected !== o.defaultSelected);
  return control.value !== control.defaultValue;
}

/** The state of every control under `root`, and which of them has the focus. */
export function readTyped(root: Element): TypedState {
  const controls = controlsOf(root);
  const active = root.ownerDocument.activeElement;
  const index = active ? Array.from(root.querySelectorAll(FOCUSABLE)).indexOf(active) : -1;
  const focused = active && index >= 0 ? { index, tag: active.tagName } : null;
  let selection: [number, number] | null = null;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    try {
      selection = [active.selectionStart ?? 0, active.selectionEnd ?? 0];
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
      changed: changedByVisitor(control),
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
 * Puts what the visitor changed of `typed` into the controls under `root` as a visitor would (events the live block's fields
 * listen to), then gives the focus back, to a field or a button. A control whose place, kind or
 * name differs is left alone.
 */
export function restoreTyped(root: Element, typed: TypedState): void {
  const controls = controlsOf(root);
  controls.forEach((control, index) => {
    const before = typed.controls[index];
    if (!before?.changed || before.kind !== kindOf(control) || before.name !== control.name) return;
    if (isChoice(control)) {
      if (control.checked !== before.checked) control.click();
      return;
    }
    if (control.value === before.value) return;
    setValue(control, before.value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
  if (!typed.focused) return;
  const focused = root.querySelectorAll<HTMLElement>(FOCUSABLE)[typed.focused.index];
  if (!focused || focused.tagName !== typed.focused.tag) return;
  focused.focus();
  if (typed.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    try {
      focused.setSelectionRange(...typed.selection);
    } catch {
      // As above: no text selection on this kind of input.
    }
  }
}
