import { Subtitle1 } from '@cenacle/kit/ui';
import { Table, TableBody, TableCell, TableRow } from '@cenacle/kit/ui-extended';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A titled two-column table of names and their values (text as it is, anything else as JSON). Names
 * and values are machine text (property names, environment variables): `translate="no"`.
 */
export function NameValueTable(props: {
  readonly rows: readonly (readonly [string, unknown])[];
  readonly title: string;
  readonly testId: string;
  readonly rowTestId?: string;
}) {
  return (
    <>
      <Subtitle1 as="h2" block>
        {props.title}
      </Subtitle1>
      <Table aria-label={props.title} data-testid={props.testId}>
        <TableBody translate="no">
          {props.rows.map(([name, value]) => (
            <TableRow key={name} data-testid={props.rowTestId}>
              <TableCell>{name}</TableCell>
              <TableCell>{show(value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
