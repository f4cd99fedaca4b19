/**
 * A PostgreSQL array literal for `= any(?::type[])`: MikroORM's query builder expands a JS array
 * binding into a comma list, so arrays travel as one literal string instead.
 */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
