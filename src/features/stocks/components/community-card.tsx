import { Badge, Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { AsOf } from '@/ui/as-of';
import { formatCompactRupees, formatIsoDate } from '@/ui/format-money';
import { QueryState } from '@/ui/query-state';
import { useCommunity } from '../api/get-community';
import type { Community, HiddenReason } from '../model/community';
import type { Instrument } from '../model/contract';

type Week = Community['trend'][number];

const percent = (share: number) => `${Math.round(share * 100)}%`;
const signedPercent = (share: number) =>
  `${share > 0 ? '+' : share < 0 ? '−' : ''}${Math.round(Math.abs(share) * 100)}%`;
const shortDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayOf = (iso: string) => shortDay.format(new Date(`${iso}T00:00:00Z`));
const people = (n: number, who = 'investor') => `${n} ${who}${n === 1 ? '' : 's'}`;

function hiddenText(reason: HiddenReason, k: number, who = 'investors'): string {
  return reason === 'one-dominates'
    ? `One investor’s orders are most of the value — hidden to protect their privacy`
    : `Fewer than ${k} ${who} — hidden to protect their privacy`;
}

function Figure({ label, text, hidden }: { label: string; text: string; hidden: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p={3}>
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight={hidden ? 'normal' : 'semibold'} color={hidden ? 'fg.muted' : 'fg'}>
        {text}
      </Text>
    </Box>
  );
}

function weekText(week: Week, k: number): string {
  const span = `Week to ${dayOf(week.to)}`;
  if (week.netBuyShare === null || week.hidden) {
    return `${span}: ${hiddenText(week.hidden ?? 'too-few', k).toLowerCase()}`;
  }
  return `${span}: net buying ${signedPercent(week.netBuyShare)} of the value traded`;
}

/** The trend as 4 small bars around a middle line: up when more was bought than sold. */
function TrendBars({ weeks, k }: { weeks: Week[]; k: number }) {
  const alternative = weeks.map((week) => weekText(week, k)).join('. ');
  return (
    <Stack gap={1}>
      <HStack role="img" aria-label={alternative} gap={3} h="12" align="stretch">
        {weeks.map((week) => (
          <Flex key={week.to} direction="column" w="10" position="relative">
            <Box position="absolute" top="50%" insetX={0} borderTopWidth="1px" />
            {week.netBuyShare === null ? (
              <Box m="auto" w="full" h="1" bg="bg.emphasized" borderRadius="full" />
            ) : (
              <Box
                position="absolute"
                insetX={1}
                {...(week.netBuyShare >= 0 ? { bottom: '50%' } : { top: '50%' })}
                h={`${Math.max(4, Math.abs(week.netBuyShare) * 50)}%`}
                bg={week.netBuyShare >= 0 ? 'green.solid' : 'red.solid'}
                borderRadius="xs"
              />
            )}
          </Flex>
        ))}
      </HStack>
      <HStack gap={3} aria-hidden="true">
        {weeks.map((week) => (
          <Text key={week.to} w="10" textStyle="xs" color="fg.muted" textAlign="center">
            {week.netBuyShare === null ? '–' : signedPercent(week.netBuyShare)}
          </Text>
        ))}
      </HStack>
    </Stack>
  );
}

function figuresOf(answer: Community) {
  const { k, watchers, recentAdders, flow, adviserCalls } = answer;
  const flowText =
    flow.hidden || flow.traders === null || flow.buyShare === null
      ? hiddenText(flow.hidden ?? 'too-few', k)
      : `${people(flow.traders)} bought ${formatCompactRupees(flow.buyPaise ?? 0)} and sold ${formatCompactRupees(flow.sellPaise ?? 0)}: ${percent(flow.buyShare)} of the value was buying`;
  const callText = !adviserCalls.available
    ? 'Not available yet: advisers’ research calls come in a later version of Nivesh'
    : adviserCalls.advisers === null
      ? hiddenText(adviserCalls.hidden ?? 'too-few', k, 'advisers')
      : `${people(adviserCalls.advisers, 'adviser')} hold a buy call on it`;
  return [
    {
      label: 'Watching it now',
      text:
        watchers.users === null
          ? hiddenText(watchers.hidden ?? 'too-few', k)
          : `${people(watchers.users)} have it in a watchlist`,
      hidden: watchers.users === null,
    },
    {
      label: `Added in the last ${recentAdders.days} days`,
      text:
        recentAdders.users === null
          ? hiddenText(recentAdders.hidden ?? 'too-few', k)
          : `${people(recentAdders.users)} added it to a watchlist`,
      hidden: recentAdders.users === null,
    },
    {
      label: `Orders from ${dayOf(flow.from)} to ${dayOf(flow.to)}`,
      text: flowText,
      hidden: flow.traders === null,
    },
    { label: 'Advisers’ buy calls', text: callText, hidden: adviserCalls.advisers === null },
  ];
}

/**
 * What the product's own community does with the stock (issue 12, Deliver 7), anonymised: each
 * figure counts distinct people and is hidden below k of them (model/community.ts).
 */
export function CommunityCard({ instrument }: { instrument: Instrument }) {
  const community = useCommunity(instrument.exchange, instrument.symbol);
  return (
    <Card.Root as="section" aria-labelledby="community-sentiment" variant="outline">
      <Card.Body gap={3}>
        <Flex gap={2} justify="space-between" flexWrap="wrap">
          <Text as="h2" id="community-sentiment" fontWeight="semibold" textStyle="lg">
            What Nivesh investors do
          </Text>
          {community.data?.data.demo ? (
            <Badge variant="subtle" colorPalette="orange">
              Local demo data
            </Badge>
          ) : null}
        </Flex>
        <QueryState query={community} loadingHeight="40">
          {({ data: answer, cache, cachedAt }) => (
            <Stack gap={3} data-testid="community-sentiment">
              <AsOf cache={cache} cachedAt={cachedAt} />
              <Text textStyle="sm" color="fg.muted">
                Watchlists and paper trades of people using Nivesh, to {formatIsoDate(answer.asOf)}.
                Nobody is named, and a figure shows only when at least {answer.k} people are in it.
              </Text>
              <Box as="dl" display="grid" gap={3} gridTemplateColumns={{ md: '1fr 1fr' }}>
                {figuresOf(answer).map((figure) => (
                  <Figure key={figure.label} {...figure} />
                ))}
              </Box>
              <Stack gap={2}>
                <Text textStyle="sm" color="fg.muted">
                  Net buying, week by week (up: more bought than sold)
                </Text>
                <TrendBars weeks={answer.trend} k={answer.k} />
              </Stack>
            </Stack>
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
