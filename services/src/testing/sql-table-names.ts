const IDENT = '(?:"(?:[^"]|"")+"|[a-z_][a-z0-9_$]*)';
/** Words that may follow a table: the statement going on, not the table's alias. */
const CLAUSE_WORDS = [
  ...['join', 'inner', 'left', 'right', 'full', 'cross', 'natural', 'on', 'using', 'where', 'group'],
  ...['order', 'limit', 'offset', 'set', 'returning', 'having', 'window', 'union', 'except'],
  ...['intersect', 'for', 'values', 'default', 'select'],
].join('|');
const ALIAS = String.raw`(?:\s+(?:as\s+)?(?!(?:${CLAUSE_WORDS})\b)${IDENT})?`;
const ITEM = String.raw`(?:(?:only|lateral)\s+)?${IDENT}(?:\s*\.\s*${IDENT})?${ALIAS}`;
const TABLE_LISTS = new RegExp(
  String.raw`\b(?:from|join|update|into|using)\s+(${ITEM}(?:\s*,\s*${ITEM})*)`,
  'gi',
);

/**
 * The names in table position of a statement: after FROM (each of a comma list), JOIN, UPDATE,
 * INTO, USING; quoted or bare, schema-qualified or not. Aliases come along, which is harmless: only
 * names of projected tables are looked up. Column names never do, though some equal a table's.
 */
export function tableNames(statement: string): Set<string> {
  const text = statement
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
  const names = new Set<string>();
  for (const [, list] of text.matchAll(TABLE_LISTS)) {
    for (const [name] of (list ?? '').matchAll(new RegExp(IDENT, 'gi'))) {
      if (name.startsWith('"')) names.add(name.slice(1, -1).replaceAll('""', '"'));
      else if (!['as', 'only', 'lateral'].includes(name.toLowerCase())) names.add(name.toLowerCase());
    }
  }
  return names;
}
