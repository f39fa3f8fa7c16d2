import {
  Badge,
  Button,
  Card,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AsOf } from '@/ui/as-of';
import { ChangeValue } from '@/ui/change-value';
import { formatRupees } from '@/ui/format-money';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useBaskets } from '../api/baskets-get';
import { gainPercent, xirrText } from './basket-summary-text';

// /investor/basketssummary without a basket: the investor's baskets to choose from, each with
// its value and gain, or the way to build a first one.

export function BasketChooser() {
  const query = useBaskets();
  return (
    <QueryState query={query} loadingHeight="48">
      {({ data, cache, cachedAt }) =>
        data.baskets.length === 0 ? (
          <ScreenEmptyState
            title="No baskets yet"
            description="Build a basket of stocks, or start from a ready-made one, to see its value, weights and drift here."
          >
            <Button asChild colorPalette="purple">
              <Link to="/investor/baskets">Go to baskets</Link>
            </Button>
          </ScreenEmptyState>
        ) : (
          <Stack gap={3}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={3} listStyleType="none">
              {data.baskets.map((basket) => (
                <LinkBox as="li" key={basket.basketId}>
                  <Card.Root size="sm" h="full" _hover={{ borderColor: 'purple.emphasized' }}>
                    <Card.Body gap={2}>
                      <HStack justify="space-between" align="flex-start" gap={2}>
                        <LinkOverlay asChild>
                          <Link
                            to="/investor/basketssummary"
                            search={{ basketId: basket.basketId }}
                          >
                            <Text fontWeight="semibold">{basket.name}</Text>
                          </Link>
                        </LinkOverlay>
                        {basket.needsRebalance ? (
                          <Badge colorPalette="orange">Rebalance due</Badge>
                        ) : null}
                      </HStack>
                      <HStack justify="space-between" align="flex-end" gap={3}>
                        <Stack gap={0}>
                          <Text fontSize="lg" fontWeight="semibold">
                            {formatRupees(basket.value)}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {formatRupees(basket.invested)} invested · XIRR{' '}
                            {xirrText(basket.xirr).toLowerCase()}
                          </Text>
                        </Stack>
                        <ChangeValue
                          paise={basket.gain}
                          percent={gainPercent(basket.gain, basket.invested)}
                        />
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                </LinkBox>
              ))}
            </SimpleGrid>
          </Stack>
        )
      }
    </QueryState>
  );
}
