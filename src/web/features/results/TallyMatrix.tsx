import { Table } from "@mantine/core";
import { TableRegion } from "#web/components/TableRegion.tsx";

/**
 * A square table of the jury tally (pairwise preferences or strongest paths): rows and columns are the candidates'
 * codes; the diagonal is empty. Cells where the row beats the column are bold, so the Schulze comparison reads at
 * a glance.
 */
export function TallyMatrix({ codes, values, caption, testId }: { codes: string[]; values: number[][]; caption: string; testId: string }) {
  return (
    <TableRegion minWidth={Math.max(320, 72 * (codes.length + 1))} label={caption}>
      <Table withTableBorder withColumnBorders captionSide="top" data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Td />
            {codes.map((code) => (
              <Table.Th key={code} scope="col" ta="center">
                {code}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((row, i) => (
            <Table.Tr key={row}>
              <Table.Th scope="row">{row}</Table.Th>
              {codes.map((column, j) => {
                const value = values[i]?.[j] ?? 0;
                const wins = i !== j && value > (values[j]?.[i] ?? 0);
                return (
                  <Table.Td key={column} ta="center" fw={wins ? 700 : 400} data-cell={`${row}-${column}`}>
                    {i === j ? "–" : value}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
