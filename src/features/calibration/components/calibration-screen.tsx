import {
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import {
  calibrateUniverse,
  CALIBRATION_FACTOR_KEYS,
  DEFAULT_CALIBRATION,
  ranks,
  sameCalibration,
  scoreMatrix,
  type Calibration,
} from '@/domain/calibration';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { PageFrame } from '@/ui/page-frame';
import { describedBy, PlainField } from '@/ui/plain-field';
import { QueryState } from '@/ui/query-state';
import { useCalibration } from '../api/calibration-get';
import { useCalibrationHistory } from '../api/calibration-history-get';
import { useSaveCalibration } from '../api/calibration-save';
import { useFactorList, type FactorList } from '../api/factor-list-get';
import type { CalibrationAnswer } from '../model/contract';
import { modelEffects, recompute, TOP, type ModelInput, type Ranked } from '../model/recompute';
import { CalibrationSliders, FACTOR_LABELS } from './calibration-sliders';
import { ScoreHistogram, signed } from './score-histogram';

const count = new Intl.NumberFormat('en-IN');
const NOTE_MAX = 500;
const NOTE_HINT = 'Why you chose it: kept with the calibration.';

const weightsLine = (calibration: Calibration) =>
  CALIBRATION_FACTOR_KEYS.map(
    (key) => `${FACTOR_LABELS[key].label} ${Math.round(calibration.weights[key] * 1000) / 10} %`,
  ).join(' · ') + ` · k = ${calibration.k}`;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: 3, md: 4 }}
    >
      <Heading as="h2" id={id} size="md" mb={3}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function StockList({ title, stocks, testId }: { title: string; stocks: Ranked[]; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fontWeight="medium">{title}</Text>
      <chakra.ol listStyleType="none" m={0} p={0} data-testid={testId}>
        {stocks.map((stock) => (
          <Flex
            as="li"
            key={stock.symbol}
            justify="space-between"
            gap={2}
            py={1}
            borderBottomWidth="1px"
          >
            <Box minW={0}>
              <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" mr={2}>
                {stock.rank}.
              </Text>
              <Link
                to="/stocks/exchange/$exchangecd/symbol/$symbol"
                params={{ exchangecd: 'NSE', symbol: stock.symbol }}
              >
                <Text as="span" fontWeight="semibold" color="purple.fg" textDecoration="underline">
                  {stock.symbol}
                </Text>
              </Link>
              <Text as="span" color="fg.muted" textStyle="xs" ml={2} truncate>
                {stock.name}
              </Text>
            </Box>
            <Text fontVariantNumeric="tabular-nums" flexShrink={0}>
              {signed(stock.composite)}
            </Text>
          </Flex>
        ))}
      </chakra.ol>
    </Stack>
  );
}

interface Universe {
  matrix: Float64Array;
  stocks: FactorList['scores'];
  indexOf: Map<string, number>;
}

function Workbench({
  list,
  saved,
  models,
}: {
  list: FactorList;
  saved: CalibrationAnswer;
  models: readonly ModelInput[] | null;
}) {
  const [draft, setDraft] = useState<Calibration | null>(null);
  const [note, setNote] = useState('');
  const save = useSaveCalibration();
  const [message, setMessage] = useState<{ status: 'success' | 'info'; text: string } | null>(null);
  const savedCalibration = saved.calibration;
  const current = draft ?? savedCalibration;
  // The sliders follow the pointer at once; the universe catches up in the next idle frame.
  const deferred = useDeferredValue(current);

  const universe = useMemo<Universe>(
    () => ({
      matrix: scoreMatrix(list.scores),
      stocks: list.scores,
      indexOf: new Map(list.scores.map((stock, index) => [stock.symbol, index])),
    }),
    [list],
  );
  const before = useMemo(() => {
    const { squashed } = calibrateUniverse(universe.matrix, savedCalibration);
    return { squashed, rank: ranks(squashed) };
  }, [universe, savedCalibration]);
  const result = useMemo(
    () => recompute(universe.matrix, universe.stocks, deferred, before.rank),
    [universe, deferred, before],
  );
  const effects = useMemo(
    () =>
      models ? modelEffects(models, universe.indexOf, before.squashed, result.squashed) : null,
    [models, universe, before, result],
  );

  const changed = !sameCalibration(current, savedCalibration);
  const isDefault = sameCalibration(current, DEFAULT_CALIBRATION);
  const error = save.error;

  const onSave = () => {
    setMessage(null);
    const trimmed = note.trim();
    save.mutate(
      {
        weights: current.weights,
        k: current.k,
        ...(trimmed && { note: trimmed }),
      },
      {
        onSuccess: (sent) => {
          setNote('');
          setDraft(null);
          setMessage(
            sent.state === 'sent'
              ? {
                  status: 'success',
                  text: 'Saved. Stock pages and factor-score baskets use it from now on.',
                }
              : {
                  status: 'info',
                  text: 'Saved on this device: it is sent when you are back online.',
                },
          );
        },
      },
    );
  };

  return (
    <Stack gap={5}>
      <Text data-testid="calibration-in-use">
        {saved.source === 'default'
          ? 'In use now: the default, equal weights and k = 1.'
          : `In use now: your calibration saved ${formatIndianDateTime(new Date(saved.savedAt!))}.`}{' '}
        {changed ? 'You have unsaved changes.' : null}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5} alignItems="start">
        <Section title="Weights and scale" id="calibration-controls">
          <CalibrationSliders calibration={current} onChange={setDraft} />
          <Text textStyle="xs" color="fg.muted" mt={3}>
            composite = tanh(k × Σ weight × z) over the factors known (at least 3; the weights
            rescaled over them), between −1 and +1.
          </Text>
        </Section>
        <Section title="Effect on the NIFTY 500" id="calibration-effect">
          <Stack gap={4}>
            <Text data-testid="rank-changes" aria-live="polite">
              {changed
                ? `${count.format(result.changes.changed)} of ${count.format(result.scored)} stocks change rank against the saved calibration; ${count.format(result.changes.entered)} enter the top ${TOP} (and as many leave).`
                : `${count.format(result.scored)} stocks scored on ${list.date}. Move a slider to compare with the saved calibration.`}
            </Text>
            <ScoreHistogram
              title="Raw scores (Σ weight × z)"
              histogram={result.rawHistogram}
              values={result.raw}
              testId="histogram-raw"
            />
            <ScoreHistogram
              title="Composites (tanh of k × raw)"
              histogram={result.squashedHistogram}
              values={result.squashed}
              testId="histogram-squashed"
            />
          </Stack>
        </Section>
      </SimpleGrid>
      <Section title="Top and bottom stocks" id="calibration-lists">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <StockList title="Top 10" stocks={result.top} testId="top-stocks" />
          <StockList title="Bottom 10" stocks={result.bottom} testId="bottom-stocks" />
        </SimpleGrid>
      </Section>
      {effects ? (
        <Section title="Your models" id="calibration-models">
          {effects.length === 0 ? (
            <Text color="fg.muted">No model portfolios yet.</Text>
          ) : (
            <Box overflowX="auto">
              <Table.Root
                recipe={tableSlotRecipe}
                size="sm"
                variant="line"
                data-testid="model-effects"
              >
                <Table.Caption srOnly>
                  Each model’s weighted mean composite with the saved calibration and with these
                  sliders
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Model</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Saved</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Now</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body fontVariantNumeric="tabular-nums">
                  {effects.map((effect) => (
                    <Table.Row key={effect.modelId}>
                      <Table.Cell>
                        {effect.name}
                        {effect.unscored > 0 ? (
                          <Text as="span" color="fg.muted" textStyle="xs">
                            {' '}
                            ({effect.unscored} not scored)
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {effect.before === null ? '—' : signed(effect.before)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {effect.after === null ? '—' : signed(effect.after)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {effect.before === null || effect.after === null
                          ? '—'
                          : signed(effect.after - effect.before)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Section>
      ) : null}
      <Section title="Save" id="calibration-save">
        <Stack gap={3}>
          <PlainField id="calibration-note" label="Note (optional)" hint={NOTE_HINT}>
            <Input
              id="calibration-note"
              value={note}
              maxLength={NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={describedBy({ id: 'calibration-note', hint: NOTE_HINT })}
            />
          </PlainField>
          <HStack gap={3} flexWrap="wrap">
            <Button onClick={onSave} loading={save.isPending} disabled={!changed}>
              Save calibration
            </Button>
            <Button variant="outline" onClick={() => setDraft(null)} disabled={!changed}>
              Back to saved
            </Button>
            <Button
              variant="ghost"
              onClick={() => setDraft(DEFAULT_CALIBRATION)}
              disabled={isDefault}
            >
              Reset to default
            </Button>
          </HStack>
          {!changed && !message ? (
            <Text textStyle="sm" color="fg.muted">
              Nothing to save: the sliders show the calibration in use.
            </Text>
          ) : null}
          {message ? <FormAlert status={message.status} title={message.text} /> : null}
          {error ? (
            <FormAlert status="error" title="The calibration was not saved">
              {isApiError(error) ? error.message : 'Try again in a moment.'}
            </FormAlert>
          ) : null}
        </Stack>
      </Section>
    </Stack>
  );
}

function History() {
  const history = useCalibrationHistory();
  return (
    <Section title="Saved calibrations" id="calibration-history">
      <QueryState query={history} loadingHeight="24">
        {(answer) =>
          answer.saved.length === 0 ? (
            <Text color="fg.muted">
              None saved yet: stock pages and baskets use the default (equal weights, k = 1).
            </Text>
          ) : (
            <chakra.ol listStyleType="none" m={0} p={0} data-testid="calibration-history">
              {answer.saved.map((entry, index) => (
                <Box as="li" key={entry.id} py={2} borderBottomWidth="1px">
                  <Text fontWeight="medium">
                    {formatIndianDateTime(new Date(entry.savedAt))}
                    {index === 0 ? ' (in use)' : ''}
                  </Text>
                  <Text textStyle="sm">{weightsLine(entry.calibration)}</Text>
                  {entry.note ? (
                    <Text textStyle="sm" color="fg.muted">
                      {entry.note}
                    </Text>
                  ) : null}
                </Box>
              ))}
            </chakra.ol>
          )
        }
      </QueryState>
    </Section>
  );
}

/**
 * Score calibration (/advisor/tanh, issue 16, Deliver 5): the adviser's factor weights and
 * scale k, with what they do to the NIFTY 500 and to their models as the sliders move; saved,
 * it is the calibration of the stock pages' x-factor view and of "factor score" baskets for the
 * adviser and their investors. `models`: the adviser's model portfolios, or null to leave that
 * section out (while they cannot be read).
 */
export function CalibrationScreen({
  title,
  models,
}: {
  title: string;
  models: readonly ModelInput[] | null;
}) {
  const list = useFactorList();
  const saved = useCalibration();
  return (
    <PageFrame
      title={title}
      description="Choose how much each factor counts and how sharply the composite saturates."
    >
      <Stack gap={5}>
        <QueryState query={saved} loadingHeight="40">
          {(answer) => (
            <QueryState query={list} loadingHeight="96">
              {(universe) =>
                universe.scores.length === 0 ? (
                  <Text color="fg.muted">
                    The factor scores are not ready yet: they are worked out after each data load.
                  </Text>
                ) : (
                  <Workbench list={universe} saved={answer} models={models} />
                )
              }
            </QueryState>
          )}
        </QueryState>
        <History />
      </Stack>
    </PageFrame>
  );
}
