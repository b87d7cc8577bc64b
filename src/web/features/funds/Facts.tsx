import { Table } from "@mantine/core";

/** Rows of label and value, for estimates and payment instructions. */
export function Facts({ rows, testId }: { rows: [string, string][]; testId: string }) {
  return (
    <Table variant="vertical" withTableBorder data-testid={testId}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
