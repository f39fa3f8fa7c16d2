import { Badge, Box, Button, Card, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { GOAL_TYPE_LABELS } from '@/domain/goal-types';
import { AsOf } from '@/ui/as-of';
import { formatIsoDate } from '@/ui/format-money';
import { PageFrame } from '@/ui/page-frame';
import { QueryState } from '@/ui/query-state';
import { ScreenEmptyState } from '@/ui/screen-empty-state';
import { useMediaQuery, WIDE_UP } from '@/ui/use-media-query';
import { useModels } from '../api/models-get';
import type { ModelSummary } from '../model/contract';
import { indiaToday, reviewOverdue } from '../model/model-form';
import { ModelDetailView } from './model-detail';
import { categoriesText, DemoBadge, volatilityText } from './model-fields';

// /advisor/baskets (issue 16, Deliver 2): the adviser's model portfolios, as cards on a phone
// and a table on a tablet, each with its clients and how many drifted outside the band; one
// opened (?model=<id>) shows its versions, its clients and what can be done with it.

export interface ModelsHomeProps {
  title: string;
  /** The model opened, from the address. */
  selected?: string | undefined;
  onSelect: (modelId: string | undefined) => void;
  onCreate: () => void;
  onEdit: (modelId: string) => void;
}

const stocksText = (model: ModelSummary) =>
  model.stocks
    .slice(0, 4)
    .map((stock) => stock.symbol)
    .join(', ') + (model.stocks.length > 4 ? ` and ${model.stocks.length - 4} more` : '');

function ReviewDate({ model, today }: { model: ModelSummary; today: string }) {
  const overdue = !model.archived && reviewOverdue(model.reviewDate, today);
  return (
    <Text
      as="span"
      color={overdue ? 'fg.error' : undefined}
      fontWeight={overdue ? 'semibold' : undefined}
    >
      {formatIsoDate(model.reviewDate)}
      {overdue ? ' (review overdue)' : ''}
    </Text>
  );
}

function OutsideBand({ model }: { model: ModelSummary }) {
  if (model.clients === 0)
    return (
      <Text as="span" color="fg.muted">
        No clients
      </Text>
    );
  return model.outsideBand > 0 ? (
    <Badge colorPalette="orange" size="sm">
      {model.outsideBand} of {model.clients} outside the band
    </Badge>
  ) : (
    <Text as="span" color="fg.muted">
      All within ±{model.driftBandBp / 100} pp
    </Text>
  );
}

function ModelName({ model, onOpen }: { model: ModelSummary; onOpen: () => void }) {
  return (
    <HStack gap={2} flexWrap="wrap">
      <chakra.button
        type="button"
        fontWeight="semibold"
        color="purple.fg"
        textDecoration="underline"
        textUnderlineOffset="3px"
        textAlign="start"
        cursor="pointer"
        onClick={onOpen}
      >
        {model.name}
      </chakra.button>
      <DemoBadge demo={model.demo} />
      {model.archived ? (
        <Badge size="sm" variant="outline">
          Archived
        </Badge>
      ) : null}
    </HStack>
  );
}

function ModelCards({
  models,
  onOpen,
  today,
}: {
  models: ModelSummary[];
  onOpen: (id: string) => void;
  today: string;
}) {
  return (
    <Stack gap={3} as="ul" listStyleType="none" ps={0}>
      {models.map((model) => (
        <Card.Root as="li" key={model.modelId} size="sm" variant="outline">
          <Card.Body gap={2}>
            <ModelName model={model} onOpen={() => onOpen(model.modelId)} />
            <Text textStyle="sm" color="fg.muted">
              {GOAL_TYPE_LABELS[model.goalType]} · version {model.version} · {model.stocks.length}{' '}
              stocks
            </Text>
            <Text textStyle="sm">{stocksText(model)}</Text>
            <chakra.dl
              display="grid"
              gridTemplateColumns="auto 1fr"
              columnGap={3}
              rowGap={1}
              textStyle="sm"
            >
              <chakra.dt color="fg.muted">Suits</chakra.dt>
              <chakra.dd>{categoriesText(model)}</chakra.dd>
              <chakra.dt color="fg.muted">Volatility</chakra.dt>
              <chakra.dd>{volatilityText(model.volatility)}</chakra.dd>
              <chakra.dt color="fg.muted">Clients</chakra.dt>
              <chakra.dd>
                <OutsideBand model={model} />
              </chakra.dd>
              <chakra.dt color="fg.muted">Review by</chakra.dt>
              <chakra.dd>
                <ReviewDate model={model} today={today} />
              </chakra.dd>
            </chakra.dl>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function ModelTable({
  models,
  onOpen,
  today,
}: {
  models: ModelSummary[];
  onOpen: (id: string) => void;
  today: string;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Caption srOnly>Your model portfolios</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Model</Table.ColumnHeader>
            <Table.ColumnHeader>Goal</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Version</Table.ColumnHeader>
            <Table.ColumnHeader>Stocks</Table.ColumnHeader>
            <Table.ColumnHeader>Suits</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Volatility</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Clients</Table.ColumnHeader>
            <Table.ColumnHeader>Drift</Table.ColumnHeader>
            <Table.ColumnHeader>Review by</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {models.map((model) => (
            <Table.Row key={model.modelId}>
              <Table.Cell>
                <ModelName model={model} onOpen={() => onOpen(model.modelId)} />
              </Table.Cell>
              <Table.Cell>{GOAL_TYPE_LABELS[model.goalType]}</Table.Cell>
              <Table.Cell textAlign="end">{model.version}</Table.Cell>
              <Table.Cell maxW="14rem">
                <Text truncate title={model.stocks.map((s) => s.symbol).join(', ')}>
                  {model.stocks.length}: {stocksText(model)}
                </Text>
              </Table.Cell>
              <Table.Cell>{categoriesText(model)}</Table.Cell>
              <Table.Cell textAlign="end">{volatilityText(model.volatility)}</Table.Cell>
              <Table.Cell textAlign="end">{model.clients}</Table.Cell>
              <Table.Cell>
                <OutsideBand model={model} />
              </Table.Cell>
              <Table.Cell>
                <ReviewDate model={model} today={today} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function ModelsHome({ title, selected, onSelect, onCreate, onEdit }: ModelsHomeProps) {
  const query = useModels();
  const tablet = useMediaQuery(WIDE_UP);
  const today = indiaToday();
  if (selected) {
    return (
      <PageFrame
        title={title}
        actions={
          <Button variant="outline" onClick={() => onSelect(undefined)}>
            ← All models
          </Button>
        }
      >
        <ModelDetailView modelId={selected} onEdit={onEdit} onClosed={() => onSelect(undefined)} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={title}
      description="Your model portfolios: the mixes you recommend for a goal, the clients who follow each, and how far their holdings have drifted."
      actions={
        <Button colorPalette="purple" onClick={onCreate}>
          New model
        </Button>
      }
    >
      <QueryState query={query} loadingHeight="24rem">
        {({ data, cache, cachedAt }) => {
          if (data.models.length === 0) {
            return (
              <ScreenEmptyState
                title="No model portfolios yet"
                description="A model is a mix of stocks for a goal and the risk categories it suits. Make one, send it to your clients, and every change reaches them as a rebalance suggestion."
              >
                <Button colorPalette="purple" onClick={onCreate}>
                  Create your first model
                </Button>
              </ScreenEmptyState>
            );
          }
          const live = data.models.filter((model) => !model.archived).length;
          return (
            <Stack gap={3}>
              <AsOf cache={cache} cachedAt={cachedAt} />
              <Box>
                <Text textStyle="sm" color="fg.muted">
                  {live} live {live === 1 ? 'model' : 'models'}
                  {data.models.length > live ? `, ${data.models.length - live} archived` : ''}
                </Text>
              </Box>
              {tablet ? (
                <ModelTable models={data.models} onOpen={(id) => onSelect(id)} today={today} />
              ) : (
                <ModelCards models={data.models} onOpen={(id) => onSelect(id)} today={today} />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
