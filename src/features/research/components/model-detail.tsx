import {
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { GOAL_TYPE_LABELS } from '@/domain/goal-types';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { AsOf } from '@/ui/as-of';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { formatIsoDate } from '@/ui/format-money';
import { FormAlert } from '@/ui/form-alert';
import { QueryState } from '@/ui/query-state';
import { useMediaQuery, WIDE_UP } from '@/ui/use-media-query';
import { useArchiveModel } from '../api/model-archive';
import { useModel } from '../api/model-get';
import { useUnassignModel } from '../api/model-unassign';
import type { ModelClient, ModelDetail, ModelVersion } from '../model/contract';
import {
  indiaToday,
  percentLabel,
  reviewOverdue,
  versionChanges,
  versionChangesText,
} from '../model/model-form';
import { CapBandBadge, categoriesText, DemoBadge, volatilityText } from './model-fields';
import { sentSummary } from './model-save-outcome';
import { preloadSendDialog, SendSuggestionDialog } from './send-suggestion-dialog-lazy';

// One model portfolio (issue 16, Deliver 2): what it holds now, its clients with their drift and
// the answer to their latest suggestion, and every version with what changed from the one
// before: the record of what was recommended when. Edit, send, unassign a client, archive.

interface ModelDetailProps {
  modelId: string;
  onEdit: (modelId: string) => void;
  /** After archiving: back to the list. */
  onClosed: () => void;
}

const STATUS: Record<
  NonNullable<ModelClient['latest']>['status'],
  { label: string; colour: string }
> = {
  pending: { label: 'Waiting for an answer', colour: 'yellow' },
  accepted: { label: 'Accepted', colour: 'green' },
  declined: { label: 'Declined', colour: 'red' },
  superseded: { label: 'Replaced by a newer one', colour: 'gray' },
};

function LatestSuggestion({ client }: { client: ModelClient }) {
  if (!client.latest)
    return (
      <Text as="span" color="fg.muted">
        None yet
      </Text>
    );
  const status = STATUS[client.latest.status];
  return (
    <Stack gap={0}>
      <Badge size="sm" colorPalette={status.colour} alignSelf="flex-start">
        {status.label}
      </Badge>
      <Text textStyle="xs" color="fg.muted">
        {client.latest.kind === 'rebalance' ? 'Rebalance' : 'Model'} of{' '}
        {formatIndianDateTime(new Date(client.latest.createdAt))}
      </Text>
    </Stack>
  );
}

function Drift({ client, bandBp }: { client: ModelClient; bandBp: number }) {
  if (client.driftPoints === null)
    return (
      <Text as="span" color="fg.muted">
        Holds none of it
      </Text>
    );
  const points = client.driftPoints.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return client.outsideBand ? (
    <Text as="span" color="fg.error" fontWeight="semibold">
      {points} pp: outside ±{bandBp / 100} pp
    </Text>
  ) : (
    <Text as="span">{points} pp</Text>
  );
}

function UnassignButton({ model, client }: { model: ModelDetail; client: ModelClient }) {
  const unassign = useUnassignModel();
  const [asking, setAsking] = useState(false);
  if (model.archived) return null;
  if (!asking) {
    return (
      <Button
        size="xs"
        variant="outline"
        onClick={() => setAsking(true)}
        aria-label={`Unassign ${client.name}`}
      >
        Unassign
      </Button>
    );
  }
  return (
    <Stack gap={1} role="group" aria-label={`Unassign ${client.name}?`}>
      <Text textStyle="xs">No more rebalances of this model for {client.name}?</Text>
      <HStack gap={1}>
        <Button
          size="xs"
          colorPalette="red"
          loading={unassign.isPending}
          onClick={() => unassign.mutate({ model, client }, { onSettled: () => setAsking(false) })}
        >
          Unassign
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setAsking(false)}>
          Keep
        </Button>
      </HStack>
      {unassign.error ? (
        <Text textStyle="xs" color="fg.error" role="alert">
          {isApiError(unassign.error) ? unassign.error.message : 'Not done: try again.'}
        </Text>
      ) : null}
    </Stack>
  );
}

function Clients({ model }: { model: ModelDetail }) {
  const tablet = useMediaQuery(WIDE_UP);
  if (model.clientList.length === 0) {
    return (
      <Text color="fg.muted">
        No client follows this model yet. “Send to clients” suggests it to them; those who accept
        follow it, and each new version reaches them as a rebalance.
      </Text>
    );
  }
  const category = (client: ModelClient) =>
    client.category ? RISK_CATEGORIES[client.category].label : 'No risk profile';
  if (!tablet) {
    return (
      <Stack as="ul" listStyleType="none" ps={0} gap={2}>
        {model.clientList.map((client) => (
          <Card.Root as="li" key={client.investorId} size="sm" variant="outline">
            <Card.Body gap={1}>
              <HStack justify="space-between" align="flex-start">
                <Box>
                  <Text fontWeight="semibold">{client.name}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {category(client)} · on version {client.version}
                  </Text>
                </Box>
                <UnassignButton model={model} client={client} />
              </HStack>
              <Text textStyle="sm">
                Drift: <Drift client={client} bandBp={model.driftBandBp} />
              </Text>
              <LatestSuggestion client={client} />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Caption srOnly>Clients following {model.name}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            <Table.ColumnHeader>Risk category</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Version</Table.ColumnHeader>
            <Table.ColumnHeader>Drift</Table.ColumnHeader>
            <Table.ColumnHeader>Latest suggestion</Table.ColumnHeader>
            <Table.ColumnHeader>
              <chakra.span srOnly>Actions</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {model.clientList.map((client) => (
            <Table.Row key={client.investorId}>
              <Table.Cell fontWeight="medium">{client.name}</Table.Cell>
              <Table.Cell>{category(client)}</Table.Cell>
              <Table.Cell textAlign="end">{client.version}</Table.Cell>
              <Table.Cell>
                <Drift client={client} bandBp={model.driftBandBp} />
              </Table.Cell>
              <Table.Cell>
                <LatestSuggestion client={client} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <UnassignButton model={model} client={client} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Version({ version, before }: { version: ModelVersion; before: ModelVersion | undefined }) {
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap={2}>
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h3" size="sm">
            Version {version.version}
          </Heading>
          <Text textStyle="xs" color="fg.muted">
            {formatIndianDateTime(new Date(version.createdAt))}
          </Text>
        </HStack>
        {before ? (
          <Text textStyle="sm">
            <chakra.span fontWeight="medium">What changed: </chakra.span>
            {versionChangesText(versionChanges(before.stocks, version.stocks))}
          </Text>
        ) : null}
        {version.note ? (
          <Text textStyle="sm" fontStyle="italic">
            “{version.note}”
          </Text>
        ) : null}
        <chakra.ul listStyleType="none" ps={0} display="flex" flexWrap="wrap" gap={2}>
          {version.stocks.map((stock) => (
            <chakra.li
              key={stock.symbol}
              borderWidth="1px"
              borderRadius="l2"
              px={2}
              py={0.5}
              textStyle="sm"
              title={`${stock.name} · ${stock.sector}`}
            >
              {stock.symbol} {percentLabel(stock.weightBp)}
            </chakra.li>
          ))}
        </chakra.ul>
        <Text textStyle="xs" color="fg.muted">
          Suits {version.categories.map((id) => RISK_CATEGORIES[id].label).join(', ')} · band ±
          {version.driftBandBp / 100} pp · review by {formatIsoDate(version.reviewDate)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Actions({
  model,
  onEdit,
  onClosed,
}: { model: ModelDetail } & Omit<ModelDetailProps, 'modelId'>) {
  const archive = useArchiveModel();
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  if (model.archived) {
    return (
      <FormAlert status="info" title="Archived">
        This model is kept for the record and no longer changes or goes to clients.
      </FormAlert>
    );
  }
  return (
    <Stack gap={2}>
      <HStack gap={2} flexWrap="wrap">
        <Button
          colorPalette="purple"
          onClick={() => setSending(true)}
          onPointerEnter={preloadSendDialog}
          onFocus={preloadSendDialog}
        >
          Send to clients
        </Button>
        <Button variant="outline" onClick={() => onEdit(model.modelId)}>
          Edit (new version)
        </Button>
        <Button
          variant="ghost"
          colorPalette="red"
          onClick={() => setAsking(true)}
          disabled={asking}
        >
          Archive
        </Button>
      </HStack>
      {asking ? (
        <Stack
          gap={2}
          borderWidth="1px"
          borderRadius="l3"
          p={3}
          role="group"
          aria-label="Archive the model?"
        >
          <Text textStyle="sm">
            Archive {model.name}? It is kept for the record with every version, but no longer
            changes or reaches clients, and its name becomes free.
          </Text>
          <HStack gap={2}>
            <Button
              size="sm"
              colorPalette="red"
              loading={archive.isPending}
              onClick={() =>
                archive.mutate(model, {
                  onSuccess: () => {
                    setAsking(false);
                    onClosed();
                  },
                })
              }
            >
              Archive it
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </HStack>
          {archive.error ? (
            <Text textStyle="sm" color="fg.error" role="alert">
              {isApiError(archive.error) ? archive.error.message : 'Not archived: try again.'}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {sent ? (
        <Text role="status" color="fg.success">
          {sent}
        </Text>
      ) : null}
      <SendSuggestionDialog
        open={sending}
        onOpenChange={setSending}
        source={{ kind: 'model', modelId: model.modelId, goalType: model.goalType }}
        title={`Send ${model.name} to clients`}
        defaultCategories={model.categories}
        onSent={(answer) => {
          setSending(false);
          setSent(sentSummary(answer));
        }}
      />
    </Stack>
  );
}

export function ModelDetailView({ modelId, onEdit, onClosed }: ModelDetailProps) {
  const query = useModel(modelId);
  const today = indiaToday();
  return (
    <QueryState query={query} loadingHeight="32rem">
      {({ data: model, cache, cachedAt }) => {
        const overdue = !model.archived && reviewOverdue(model.reviewDate, today);
        return (
          <Stack gap={6}>
            <AsOf cache={cache} cachedAt={cachedAt} />
            <Stack gap={2}>
              <HStack gap={2} flexWrap="wrap">
                <Heading as="h2" size="lg">
                  {model.name}
                </Heading>
                <DemoBadge demo={model.demo} />
              </HStack>
              <Text color="fg.muted">
                {GOAL_TYPE_LABELS[model.goalType]} · version {model.version} · suits{' '}
                {categoriesText(model)}
              </Text>
              <chakra.dl
                display="grid"
                gridTemplateColumns={{ base: 'auto 1fr', md: 'repeat(4, auto 1fr)' }}
                columnGap={3}
                rowGap={1}
                textStyle="sm"
              >
                <chakra.dt color="fg.muted">Volatility</chakra.dt>
                <chakra.dd>{volatilityText(model.volatility)}</chakra.dd>
                <chakra.dt color="fg.muted">Drift band</chakra.dt>
                <chakra.dd>±{model.driftBandBp / 100} pp</chakra.dd>
                <chakra.dt color="fg.muted">Clients</chakra.dt>
                <chakra.dd>
                  {model.clients}
                  {model.outsideBand > 0 ? `, ${model.outsideBand} outside the band` : ''}
                </chakra.dd>
                <chakra.dt color="fg.muted">Review by</chakra.dt>
                <chakra.dd
                  color={overdue ? 'fg.error' : undefined}
                  fontWeight={overdue ? 'semibold' : undefined}
                >
                  {formatIsoDate(model.reviewDate)}
                  {overdue ? ' (overdue)' : ''}
                </chakra.dd>
              </chakra.dl>
            </Stack>

            <Actions model={model} onEdit={onEdit} onClosed={onClosed} />

            <Stack gap={2} as="section" aria-labelledby="model-stocks">
              <Heading as="h2" size="md" id="model-stocks">
                Stocks now
              </Heading>
              <chakra.ul listStyleType="none" ps={0}>
                {model.stocks.map((stock) => (
                  <chakra.li
                    key={stock.symbol}
                    display="flex"
                    justifyContent="space-between"
                    gap={3}
                    py={1.5}
                    borderBottomWidth="1px"
                  >
                    <Box minW={0}>
                      <HStack gap={2}>
                        <Text fontWeight="semibold">{stock.symbol}</Text>
                        <CapBandBadge band={stock.capBand} />
                      </HStack>
                      <Text textStyle="xs" color="fg.muted" truncate>
                        {stock.name} · {stock.sector}
                      </Text>
                    </Box>
                    <Text fontWeight="medium">{percentLabel(stock.weightBp)}</Text>
                  </chakra.li>
                ))}
              </chakra.ul>
            </Stack>

            <Stack gap={2} as="section" aria-labelledby="model-clients">
              <Heading as="h2" size="md" id="model-clients">
                Clients
              </Heading>
              <Clients model={model} />
            </Stack>

            <Stack gap={2} as="section" aria-labelledby="model-versions">
              <Heading as="h2" size="md" id="model-versions">
                Versions
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                Every version is kept, newest first: what was recommended when.
              </Text>
              <Stack as="ol" listStyleType="none" ps={0} gap={3}>
                {model.versions.map((version, index) => (
                  <Version
                    key={version.version}
                    version={version}
                    before={model.versions[index + 1]}
                  />
                ))}
              </Stack>
            </Stack>
          </Stack>
        );
      }}
    </QueryState>
  );
}
