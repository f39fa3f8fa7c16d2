import { Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { FormAlert } from '@/ui/form-alert';
import { formatRupees, rupeesTextToPaise } from '@/ui/format-money';
import { useRecordContribution } from '../api/contribution-create';
import { TARGET_MAX, type Goal } from '../model/contract';
import { indiaToday } from '../model/goal-form';
import { GoalInput, RupeesInput } from './goal-fields';

type Field = 'amount' | 'date' | 'note';

/** Money invested elsewhere for the goal (a PPF deposit, a fund at another broker): recorded, not bought. */
export function RecordElsewhereForm({ goal }: { goal: Pick<Goal, 'goalId' | 'name'> }) {
  const prefix = useId();
  const [today] = useState(() => indiaToday());
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const record = useRecordContribution();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const paise = rupeesTextToPaise(amount);
    const found: Partial<Record<Field, string>> = {};
    if (paise === null) found.amount = 'Type the amount you invested';
    else if (Number.isNaN(paise) || paise < 100_00) found.amount = 'The amount is at least ₹100';
    else if (paise > TARGET_MAX) found.amount = 'The amount is at most ₹1,000 crore';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = 'Choose the day you invested it';
    else if (date > today) found.date = 'Choose today or an earlier day';
    if (note.trim().length > 120) found.note = 'A note is at most 120 characters';
    setErrors(found);
    if (Object.keys(found).length > 0 || paise === null) {
      const first = (['amount', 'date', 'note'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    const body = {
      id: crypto.randomUUID(),
      amount: paise,
      date,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    record.mutate(
      { goal, body },
      {
        onSuccess: (answer) => {
          setAmount('');
          setNote('');
          setResult({
            status: 'success',
            text:
              answer.state === 'sent'
                ? `${formatRupees(paise)} recorded for ${goal.name}.`
                : `${formatRupees(paise)} saved on this device: it is recorded for ${goal.name} when you are back online.`,
          });
        },
        onError: (failure) => {
          const byField = fieldErrorsOf(failure);
          setErrors({ amount: byField.amount, date: byField.date, note: byField.note });
          setResult({
            status: 'error',
            text: isApiError(failure) ? failure.message : dataErrorMessage(failure),
          });
        },
      },
    );
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-label={`Record money invested elsewhere for ${goal.name}`}
    >
      <Stack gap={4}>
        <RupeesInput
          id={`${prefix}-amount`}
          label="Amount invested"
          value={amount}
          error={errors.amount}
          hint="It counts towards the goal’s value; nothing is bought here."
          onValue={(text) => {
            setAmount(text);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
        <GoalInput
          id={`${prefix}-date`}
          label="Invested on"
          type="date"
          max={today}
          value={date}
          error={errors.date}
          onValue={(text) => {
            setDate(text);
            setErrors((current) => ({ ...current, date: undefined }));
          }}
        />
        <GoalInput
          id={`${prefix}-note`}
          label="Note (optional)"
          value={note}
          maxLength={130}
          error={errors.note}
          hint="Such as “PPF deposit” or “Fund at another broker”"
          onValue={(text) => {
            setNote(text);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
        />
        {result ? (
          <FormAlert
            status={result.status}
            title={result.status === 'success' ? 'Done' : 'Not recorded'}
          >
            {result.text}
          </FormAlert>
        ) : null}
        <HStack>
          <Button type="submit" colorPalette="purple" loading={record.isPending}>
            Record it
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
