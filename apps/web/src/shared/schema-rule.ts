/** Anything with zod's `safeParse` (a contract field's schema). */
export interface ParsingSchema {
  safeParse: (value: unknown) => { success: boolean };
}

/**
 * A form rule that refuses a value `schema` does not accept, with `message`. An empty value
 * (nothing or '') passes: whether one is needed is the required rule's matter. Blank text is checked.
 */
export function schemaRule(schema: ParsingSchema, message: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}
