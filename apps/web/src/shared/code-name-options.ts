/**
 * Select options of coded reference rows (warehouses, suppliers): the code as value, `code name` as
 * label; none while the rows are still loading (`undefined`).
 */
export const codeNameOptions = (rows: readonly { code: string; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.code, label: `${r.code} ${r.name}` }));
