/** A form control as the server drew it and the person may have changed before adoption. */
export type DrawnControl = { name: string; type: string; value: string; checked: boolean };

/** Controls whose value is what the person typed or chose (a radio and a tick box aside). */
const VALUE_TYPES = new Set([
  'text',
  'email',
  'tel',
  'password',
  'number',
  'url',
  'search',
  'textarea',
  'select-one',
]);

function pathValue(values: unknown, path: string[]): unknown {
  let at: unknown = values;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !(key in at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function withPathValue<T>(values: T, path: string[], value: unknown): T {
  const [key, ...rest] = path as [string, ...string[]];
  const record = values as Record<string, unknown>;
  return {
    ...record,
    [key]: rest.length === 0 ? value : withPathValue(record[key], rest, value),
  } as T;
}

/**
 * The form's starting values with what was typed into the server-drawn form before its code
 * arrived: text fields (dotted names such as 'address.line1'), choices, radios and tick boxes whose
 * starting value is a string or a boolean. Anything else keeps its starting value.
 */
export function valuesTypedBeforeAdoption<T>(empty: T, controls: Iterable<DrawnControl>): T {
  let values = empty;
  for (const control of controls) {
    if (!control.name) continue;
    const path = control.name.split('.');
    const start = pathValue(empty, path);
    if (typeof start === 'boolean' && control.type === 'checkbox') {
      values = withPathValue(values, path, control.checked);
    } else if (typeof start === 'string' && control.type === 'radio') {
      if (control.checked) values = withPathValue(values, path, control.value);
    } else if (typeof start === 'string' && VALUE_TYPES.has(control.type)) {
      values = withPathValue(values, path, control.value);
    }
  }
  return values;
}

/** The controls of the form with this id, when the server drew it and it is still on the page. */
export function drawnControls(formId: string): DrawnControl[] {
  if (typeof document === 'undefined') return [];
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  return Array.from(form.elements).flatMap((element) =>
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
      ? [
          {
            name: element.name,
            type: element.type,
            value: element.value,
            checked: element instanceof HTMLInputElement && element.checked,
          },
        ]
      : [],
  );
}
