import { makeStaticStyles } from '@cenacle/kit/ui';

/**
 * The staff pages' tables, whichever remote draws them (issue 24 §7, checked by the browser test's
 * layout check): columns sized by their content rather than equal shares, so a date does not take
 * the room a description needs and a header is not wider than its column; a cell's buttons stay on
 * one line, so a row keeps its height; an address or a link breaks anywhere rather than run over
 * the next column (only a word wider than its column breaks; machine text, `translate="no"`, such
 * as JSON, anywhere); a field, however long its longest choice, is no wider than its place; on a phone a table too wide for the screen scrolls sideways on its own.
 */
const TABLES = `
main table.fui-Table { table-layout: auto; }
main .fui-TableCell:has(button + button, button + a, a + button) { white-space: nowrap; }
main .fui-TableCell { overflow-wrap: break-word; }
main [translate="no"] .fui-TableCell, main .fui-TableCell[translate="no"] { overflow-wrap: anywhere; }
main .fui-Field, main .fui-Select, main .fui-Select__select, main .fui-Input { min-width: 0; max-width: 100%; }
@media (max-width: 640px) {
  main table.fui-Table { display: block; overflow-x: auto; }
}
`;

const useGlobalStyles = makeStaticStyles([{ body: { margin: 0 } }, TABLES]);

export function GlobalStyles() {
  useGlobalStyles();
  return null;
}
