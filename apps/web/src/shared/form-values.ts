/** The form value of a record field: null (nothing on the server) is an empty field (undefined). */
export type FormValueOf<V> = null extends V ? Exclude<V, null> | undefined : V;

/**
 * A form's values from a record the server sent: the `fields` of `record`, each null turned into
 * undefined so that the form shows the field empty and leaves it out of what it saves.
 */
export function formValuesOf<T extends object, K extends keyof T>(
  record: T,
  fields: readonly K[],
): { [P in K]: FormValueOf<T[P]> } {
  return Object.fromEntries(fields.map((f) => [f, record[f] ?? undefined])) as {
    [P in K]: FormValueOf<T[P]>;
  };
}
