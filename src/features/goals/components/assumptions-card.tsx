import {
  Button,
  Card,
  chakra,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { ASSUMPTION_LIMITS, DEFAULT_GOAL_ASSUMPTIONS } from '@/domain/goal-assumptions';
import { RISK_CATEGORIES } from '@/domain/risk-categories';
import { DataError, dataErrorMessage } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { useAdvisorAssumptions } from '../api/advisor-assumptions-get';
import { useUpdateAdvisorAssumptions } from '../api/advisor-assumptions-update';
import type { GoalAssumptionTable } from '../model/contract';
import {
  assumptionsBody,
  assumptionsToRows,
  defaultAssumptionTexts,
  rowErrorsOf,
  type AssumptionRowTexts,
} from '../model/assumptions-form';
import { GoalInput } from './goal-input';

/**
 * "Goal planning assumptions" on the adviser's settings (issue 13, Deliver 2): the expected
 * return and volatility each risk category's goal plans assume, for all the adviser's investors;
 * editable within limits, with where the defaults come from.
 */
export function AssumptionsCard() {
  const table = useAdvisorAssumptions();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="goal-assumptions-heading">
      <Card.Header>
        <Heading as="h2" id="goal-assumptions-heading" size="lg">
          Goal planning assumptions
        </Heading>
        <Text color="fg.muted">
          The yearly return and volatility your investors’ goal plans assume for each risk category:
          the SIP each plan asks for, and its chance, follow from them.
        </Text>
      </Card.Header>
      <Card.Body>
        {table.isPending ? (
          <Skeleton h="64" borderRadius="l3" />
        ) : table.isError ? (
          <DataError
            error={table.error}
            onRetry={() => void table.refetch()}
            retrying={table.isFetching}
          />
        ) : (
          <AssumptionsForm key={table.data.data.updatedAt ?? 'default'} table={table.data.data} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function AssumptionsForm({ table }: { table: GoalAssumptionTable }) {
  const prefix = useId();
  const [rows, setRows] = useState<AssumptionRowTexts[]>(() => assumptionsToRows(table.rows));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const save = useUpdateAdvisorAssumptions();

  const edit = (index: number, change: Partial<AssumptionRowTexts>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
    setResult(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = assumptionsBody(rows);
    if (!read.ok) {
      setErrors(read.errors);
      const first = Object.keys(read.errors)[0];
      if (first) document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(read.body, {
      onSuccess: (answer) =>
        setResult({
          status: 'success',
          text:
            answer.state === 'sent'
              ? 'Saved: new plans of your investors use these figures.'
              : 'Saved on this device: sent when you are back online.',
        }),
      onError: (failure) => {
        setErrors(rowErrorsOf(fieldErrorsOf(failure)));
        setResult({
          status: 'error',
          text: isApiError(failure) ? failure.message : dataErrorMessage(failure),
        });
      },
    });
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Goal planning assumptions">
      <Stack gap={5}>
        <Text textStyle="sm">
          {table.source === 'adviser' && table.updatedAt
            ? `Your table, last changed ${formatIndianDateTime(new Date(table.updatedAt))}.`
            : 'Your investors’ plans use the documented defaults: change any figure to make the table yours.'}
        </Text>
        {rows.map((row, index) => {
          const category = RISK_CATEGORIES[row.category];
          const defaults = DEFAULT_GOAL_ASSUMPTIONS[row.category];
          return (
            <chakra.fieldset key={row.category} border="0" p="0" m="0" minW="0">
              <chakra.legend fontWeight="semibold" mb={1.5}>
                {category.label}
              </chakra.legend>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                <GoalInput
                  id={`${prefix}-${row.category}-return`}
                  label="Expected return a year"
                  suffix="%"
                  inputMode="decimal"
                  value={row.expectedReturn}
                  error={errors[`${row.category}-return`]}
                  hint={`0 to ${ASSUMPTION_LIMITS.expectedReturnBp.max / 100} %; default ${defaults.expectedReturnBp / 100} %`}
                  onValue={(expectedReturn) => edit(index, { expectedReturn })}
                />
                <GoalInput
                  id={`${prefix}-${row.category}-volatility`}
                  label="Volatility a year"
                  suffix="%"
                  inputMode="decimal"
                  value={row.volatility}
                  error={errors[`${row.category}-volatility`]}
                  hint={`0 to ${ASSUMPTION_LIMITS.volatilityBp.max / 100} %; default ${defaults.volatilityBp / 100} %`}
                  onValue={(volatility) => edit(index, { volatility })}
                />
              </SimpleGrid>
            </chakra.fieldset>
          );
        })}
        {result ? (
          <FormAlert
            status={result.status}
            title={result.status === 'success' ? 'Saved' : 'Not saved'}
          >
            {result.text}
          </FormAlert>
        ) : null}
        <HStack gap={2} flexWrap="wrap">
          <Button type="submit" colorPalette="purple" loading={save.isPending}>
            Save assumptions
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setRows(defaultAssumptionTexts());
              setErrors({});
              setResult(null);
            }}
          >
            Fill in the defaults
          </Button>
        </HStack>
        <Stack gap={1} textStyle="sm" color="fg.muted">
          <Text fontWeight="medium" color="fg">
            Where the defaults come from
          </Text>
          <Text>
            Each category’s indicative mix of equity, debt and gold, priced with long-run Indian
            figures. Equity: the NIFTY 50 total-return index, about 12–13 % a year since 1999 with
            17–22 % yearly volatility (NSE Indices factsheets). Debt: short and medium duration
            funds and deposits, about 6.5–7.5 % with 1–3 % volatility (AMFI category averages).
            Gold: about 9–10 % with 13–15 % volatility in rupees.
          </Text>
          <Text>
            Each blend is rounded down by about half a point, as a planner should be cautious; the
            volatilities take a correlation of about 0.1 between equity and debt. Indicative, not
            advice, and not a SEBI prescription.
          </Text>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
