import { Badge, Box, Card, chakra, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useAdvisorBrokerLinks } from '../api/broker-advisor-links';
import { BROKER_NAMES, LINK_STATUS_TEXT, type AdvisorLink } from '../model/broker-link';

const PALETTE = { linked: 'green', expired: 'orange', none: 'gray' } as const;

function Status({ link }: { link: AdvisorLink }) {
  return (
    <Stack direction="row" gap={2} flexWrap="wrap">
      <Badge colorPalette={PALETTE[link.status]}>{LINK_STATUS_TEXT[link.status]}</Badge>
      {link.demo ? <Badge colorPalette="gray">Demo</Badge> : null}
    </Stack>
  );
}

const broker = (link: AdvisorLink) => (link.broker ? BROKER_NAMES[link.broker] : '—');
const synced = (link: AdvisorLink) =>
  link.lastSyncAt ? (
    <time dateTime={link.lastSyncAt}>{formatIndianDateTime(new Date(link.lastSyncAt))}</time>
  ) : (
    'Never'
  );
const nameOf = (link: AdvisorLink) => link.name ?? 'Unnamed investor';

const Th = chakra('th', { base: { textAlign: 'start', py: 2, px: 3, fontWeight: 'semibold' } });
const Td = chakra('td', { base: { py: 3, px: 3, borderTopWidth: '1px' } });

/** /advisor/broker: the adviser's investors' links, those needing a new sign-in first. */
export function BrokerAdvisorLinks() {
  return (
    <QueryState query={useAdvisorBrokerLinks()} loadingHeight="40">
      {({ data, cache, cachedAt }) =>
        data.links.length === 0 ? (
          <ScreenEmptyState
            title="No investors yet"
            description="Investors who choose you as their adviser appear here with their broker."
          />
        ) : (
          <Stack gap={3}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            <Text fontSize="sm" color="fg.muted">
              {data.links.filter((link) => link.needsRelogin).length} of {data.links.length}{' '}
              investors need to sign in to their broker again.
            </Text>
            <Box as="ul" listStyleType="none" display={{ base: 'grid', md: 'none' }} gap={3}>
              {data.links.map((link) => (
                <li key={link.investorId}>
                  <Card.Root size="sm" variant="outline">
                    <Card.Body gap={1}>
                      <Text fontWeight="semibold">{nameOf(link)}</Text>
                      <Text fontSize="sm">Broker: {broker(link)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        Last sync: {synced(link)}
                      </Text>
                      <Status link={link} />
                    </Card.Body>
                  </Card.Root>
                </li>
              ))}
            </Box>
            <chakra.table display={{ base: 'none', md: 'table' }} w="full" fontSize="sm">
              <chakra.caption srOnly>Your investors’ broker links</chakra.caption>
              <thead>
                <tr>
                  <Th scope="col">Investor</Th>
                  <Th scope="col">Broker</Th>
                  <Th scope="col">Status</Th>
                  <Th scope="col">Last sync</Th>
                </tr>
              </thead>
              <tbody>
                {data.links.map((link) => (
                  <tr key={link.investorId}>
                    <Td fontWeight="medium">{nameOf(link)}</Td>
                    <Td>{broker(link)}</Td>
                    <Td>
                      <Status link={link} />
                    </Td>
                    <Td>{synced(link)}</Td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Stack>
        )
      }
    </QueryState>
  );
}
