import { Container, Heading, Table } from '@chakra-ui/react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { fetchRows } from '../api';
import { session } from '../session';

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => {
    if (!session.signedIn()) throw redirect({ to: '/login' });
  },
  loader: fetchRows,
  component: Dashboard,
});

function Dashboard() {
  const rows = Route.useLoaderData();
  return (
    <Container maxW="3xl" py={10}>
      <Heading as="h1" size="2xl" mb={6}>
        Dashboard
      </Heading>
      <Table.Root size="sm" data-testid="reference-rows">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Symbol</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Last</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.symbol}>
              <Table.Cell>{row.symbol}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell textAlign="end">{money.format(row.lastPaise / 100)}</Table.Cell>
              <Table.Cell textAlign="end">{(row.changeBasisPoints / 100).toFixed(2)} %</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Container>
  );
}
