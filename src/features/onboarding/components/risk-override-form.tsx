import {
  Alert,
  Box,
  Button,
  chakra,
  Stack,
  Text,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { OVERRIDE_REASON_MAX, OVERRIDE_REASON_MIN } from '../api/risk-profile-schema';
import { useOverrideRiskCategory } from '../api/risk-override';
import {
  isRiskCategoryId,
  RISK_CATEGORIES,
  RISK_CATEGORY_IDS,
  type RiskCategoryId,
} from '@/domain/risk-categories';

interface RiskOverrideFormProps {
  investorId: string;
  current: RiskCategoryId;
}

type Errors = Partial<Record<'category' | 'reason', string>>;

function check(category: string, reason: string, current: RiskCategoryId): Errors {
  const errors: Errors = {};
  if (!isRiskCategoryId(category)) errors.category = 'Choose a category';
  else if (category === current) errors.category = 'Choose a category other than the current one';
  const length = reason.trim().length;
  if (length < OVERRIDE_REASON_MIN) {
    errors.reason = `Write at least ${OVERRIDE_REASON_MIN} characters of reason`;
  } else if (reason.length > OVERRIDE_REASON_MAX) {
    errors.reason = `A reason is at most ${OVERRIDE_REASON_MAX} characters`;
  }
  return errors;
}

/** The adviser's change of category: only with a written reason, audited on the server. */
export function RiskOverrideForm({ investorId, current }: RiskOverrideFormProps) {
  const id = useId();
  const [category, setCategory] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useOverrideRiskCategory();
  const field = useSlotRecipe({ key: 'field' })({});
  const input = useRecipe({ key: 'input' })({ size: 'md' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = check(category, reason, current);
    setErrors(found);
    if (Object.keys(found).length > 0 || !isRiskCategoryId(category)) return;
    mutation.mutate(
      { investorId, category, reason: reason.trim() },
      {
        onSuccess: (result) => {
          setCategory('');
          setReason('');
          setNotice(
            result.state === 'sent'
              ? 'Category changed.'
              : 'No connection: the change is kept on this device and will be sent when you are back online.',
          );
        },
        onError: (failure) => {
          const named = fieldErrorsOf(failure);
          if (named.category || named.reason) setErrors(named);
          else setErrors({ reason: dataErrorMessage(failure) });
        },
      },
    );
  };

  const describe = (name: keyof Errors) => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap={3}>
        <Box css={field.root} data-invalid={errors.category ? '' : undefined}>
          <chakra.label htmlFor={`${id}-category`} css={field.label}>
            New category
          </chakra.label>
          <chakra.select
            id={`${id}-category`}
            css={input}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describe('category')}
          >
            <option value="">Choose…</option>
            {RISK_CATEGORY_IDS.map((option) => (
              <option key={option} value={option}>
                {RISK_CATEGORIES[option].label}
              </option>
            ))}
          </chakra.select>
          {errors.category ? (
            <Text id={describe('category')} css={field.errorText}>
              {errors.category}
            </Text>
          ) : null}
        </Box>
        <Box css={field.root} data-invalid={errors.reason ? '' : undefined}>
          <chakra.label htmlFor={`${id}-reason`} css={field.label}>
            Reason (shown to the client)
          </chakra.label>
          <chakra.textarea
            id={`${id}-reason`}
            css={[input, { minH: '20', py: 2, resize: 'vertical' }]}
            value={reason}
            maxLength={OVERRIDE_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={[describe('reason'), `${id}-count`].filter(Boolean).join(' ')}
            placeholder="What in the client’s situation the answers do not show"
          />
          <Text id={`${id}-count`} css={field.helperText}>
            {reason.trim().length} of {OVERRIDE_REASON_MIN}–{OVERRIDE_REASON_MAX} characters
          </Text>
          {errors.reason ? (
            <Text id={describe('reason')} css={field.errorText}>
              {errors.reason}
            </Text>
          ) : null}
        </Box>
        <Button type="submit" alignSelf="start" colorPalette="purple" loading={mutation.isPending}>
          Change category
        </Button>
        <Box role="status" aria-live="polite">
          {notice ? (
            <Alert.Root status="info" size="sm" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Box>
      </Stack>
    </chakra.form>
  );
}
