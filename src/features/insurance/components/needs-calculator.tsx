import { Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { formatRupees } from '@/ui/format-money';
import { useSaveNeeds } from '../api/needs-save';
import { CITY_TIER_LABELS, CITY_TIERS, type CityTier, type NeedsInputs } from '../model/contract';
import { paiseToText, regroupRupees } from '../model/form-text';
import { insuranceNeeds } from '../model/needs';
import {
  needsToForm,
  readNeedsForm,
  sameInputs,
  type NeedsField,
  type NeedsFormErrors,
  type NeedsFormState,
} from '../model/needs-form';
import { NeedsResult } from './needs-result';
import { SelectField, TextField } from '@/ui/form-fields';

// The needs calculator (issue 18, Deliver 3): life cover by income replacement and human life
// value, health cover by city tier and family size, the gap against the cover held, worked out
// as the investor types. "Save" keeps the inputs (PUT, through the outbox: offline they wait on
// the device); the existing cover starts from the policies.

interface NeedsCalculatorProps {
  /** The inputs saved on the server, or waiting in the outbox; null before the first save. */
  saved: NeedsInputs | null;
  /** The sums assured of the term life and health policies. */
  cover: { life: number; health: number };
}

const TIER_LABELS = Object.fromEntries(
  CITY_TIERS.map((tier) => [String(tier), CITY_TIER_LABELS[tier]]),
) as Record<`${CityTier}`, string>;
const TIER_OPTIONS = CITY_TIERS.map((tier) => `${tier}` as const);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="l2" p={{ base: 3, md: 4 }}>
      <Text as="legend" fontWeight="semibold" px={1}>
        {legend}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={4}>
        {children}
      </SimpleGrid>
    </chakra.fieldset>
  );
}

export function NeedsCalculator({ saved, cover }: NeedsCalculatorProps) {
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveNeeds();
  const [form, setForm] = useState<NeedsFormState>(() => needsToForm(saved, cover));
  const [errors, setErrors] = useState<NeedsFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<'sent' | 'queued' | null>(null);
  const typed = useDeferredValue(form);
  const read = useMemo(() => readNeedsForm(typed), [typed]);
  const inputs = 'inputs' in read ? read.inputs : null;
  const answer = useMemo(() => (inputs ? insuranceNeeds(inputs) : null), [inputs]);
  const unsaved = inputs !== null && !sameInputs(inputs, saved);

  const set = (field: NeedsField, value: string) => {
    setStatus(null);
    setForm((old) => ({ ...old, [field]: value }));
  };
  const field = (name: Exclude<NeedsField, 'cityTier'>, label: string, extra: object = {}) => ({
    id: `${prefix}-${name}`,
    label,
    value: form[name],
    onValue: (value: string) => set(name, value),
    error: errors[name],
    ...extra,
  });
  const rupees = (name: Exclude<NeedsField, 'cityTier'>, label: string, hint?: ReactNode) =>
    field(name, label, {
      prefix: '₹',
      inputMode: 'decimal',
      hint,
      onBlur: () => set(name, regroupRupees(form[name])),
    });
  const whole = (name: Exclude<NeedsField, 'cityTier'>, label: string, hint?: string) =>
    field(name, label, { inputMode: 'numeric', hint });
  const percent = (name: Exclude<NeedsField, 'cityTier'>, label: string, hint: string) =>
    field(name, label, { inputMode: 'decimal', suffix: '% a year', hint });

  const coverHint = (
    held: number,
    kind: string,
    name: 'existingLifeCover' | 'existingHealthCover',
  ) =>
    held > 0 && form[name] !== paiseToText(held) ? (
      <HStack as="span" gap={2} wrap="wrap">
        <span>
          Your {kind} policies add up to {formatRupees(held)}.
        </span>
        <Button size="2xs" variant="outline" onClick={() => set(name, paiseToText(held))}>
          Use it
        </Button>
      </HStack>
    ) : held > 0 ? (
      `The sum assured of your ${kind} policies`
    ) : (
      `0 if you have none`
    );

  const submit = () => {
    setFailure(null);
    setStatus(null);
    const now = readNeedsForm(form);
    if ('errors' in now) {
      setErrors(now.errors);
      setFailure('Check the fields marked below.');
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    save.mutate(now.inputs, {
      onSuccess: (result) => setStatus(result.state === 'sent' ? 'sent' : 'queued'),
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        setFailure(isApiError(error) ? error.message : 'It could not be saved. Try again.');
      },
    });
  };

  return (
    <Stack gap={6}>
      <chakra.form
        ref={formRef}
        noValidate
        aria-label="Insurance needs calculator"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap={4}>
          {failure ? <FormAlert status="error" title={failure} /> : null}
          <Group legend="You and your family">
            <TextField {...rupees('annualIncome', 'Yearly income', 'Before tax')} />
            <TextField
              {...rupees(
                'annualExpenses',
                'Family’s yearly expenses',
                'What they would need a year without your income',
              )}
            />
            <TextField
              {...rupees('liabilities', 'Loans outstanding', 'Home, car, personal; 0 if none')}
            />
            <TextField {...whole('age', 'Your age')} />
            <TextField {...whole('retirementAge', 'Age you plan to retire')} />
            <TextField
              {...whole(
                'dependantYears',
                'Years your family depends on you',
                'Until the youngest child is independent; 0 if no one does',
              )}
            />
          </Group>
          <Group legend="Health cover">
            <SelectField
              id={`${prefix}-cityTier`}
              label="Where you live"
              value={`${form.cityTier}`}
              options={TIER_OPTIONS}
              labels={TIER_LABELS}
              onValue={(tier) => {
                setStatus(null);
                setForm((old) => ({ ...old, cityTier: Number(tier) as CityTier }));
              }}
              error={errors.cityTier}
            />
            <TextField {...whole('familySize', 'People to cover', 'You included')} />
          </Group>
          <Group legend="Cover you have">
            <TextField
              {...rupees(
                'existingLifeCover',
                'Life cover',
                coverHint(cover.life, 'term life', 'existingLifeCover'),
              )}
            />
            <TextField
              {...rupees(
                'existingHealthCover',
                'Health cover',
                coverHint(cover.health, 'health', 'existingHealthCover'),
              )}
            />
          </Group>
          <Group legend="Assumptions">
            <TextField
              {...percent('inflationBp', 'Inflation', 'How fast your family’s expenses grow')}
            />
            <TextField
              {...percent(
                'expectedReturnBp',
                'Return on the payout',
                'What the cover earns invested safely',
              )}
            />
          </Group>
          <HStack gap={3} wrap="wrap">
            <Button type="submit" colorPalette="purple" loading={save.isPending}>
              Save my figures
            </Button>
            <Text textStyle="sm" color="fg.muted" role="status">
              {status === 'sent'
                ? 'Saved.'
                : status === 'queued'
                  ? 'Saved on this device; sent when you are back online.'
                  : unsaved
                    ? 'Not saved yet.'
                    : ''}
            </Text>
          </HStack>
        </Stack>
      </chakra.form>
      {answer ? (
        <NeedsResult answer={answer} />
      ) : (
        <Text color="fg.muted" data-testid="insurance-needs-incomplete">
          Fill in every field above to see the cover you need and your gap.
        </Text>
      )}
    </Stack>
  );
}
