import { Alert, Box, Button, chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/api/errors';
import { dataErrorMessage } from '@/ui/data-error';
import { useKycAutosave, type AutosaveState } from '../api/kyc-autosave';
import { clearLocalKycDraft } from '../api/kyc-local-draft';
import { useSubmitKyc } from '../api/kyc-submit';
import { kycErrorsOf, typed, type KycValues, type TextField } from '../model/kyc-form';
import { KYC_FIELDS, type KycField } from '../model/kyc-rules';
import { kycFieldId } from './kyc-fields';
import { KycSections } from './kyc-sections';

const SAVE_TEXT: Record<AutosaveState, string> = {
  idle: '',
  device: 'Draft saved on this device',
  saving: 'Saving…',
  saved: 'Saved',
  queued: 'Draft saved on this device; it reaches the server when you are back online',
};

interface KycFormProps {
  sub: string;
  initial: KycValues;
}

/**
 * The KYC form: checked field by field with the rules the server uses, saved as it is typed
 * (this device at once, the server after a pause), sent through the outbox.
 */
export function KycForm({ sub, initial }: KycFormProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<KycField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<{ text: string; documents: boolean } | null>(null);
  const autosave = useKycAutosave(sub);
  const submit = useSubmitKyc();
  const navigate = useNavigate();
  const { errors, details } = kycErrorsOf(values);

  const errorOf = (field: KycField) =>
    serverErrors[field] ?? (attempted || touched.has(field) ? errors[field] : undefined);

  const change = (next: KycValues, field: KycField) => {
    setValues(next);
    setServerErrors(({ [field]: _fixed, ...rest }) => rest);
    autosave.save(next);
  };
  const set = (field: TextField, value: string) =>
    change({ ...values, [field]: typed(field, value) }, field);
  const setConfirmed = (confirmed: boolean) => change({ ...values, confirmed }, 'confirmed');
  const touch = (field: KycField) =>
    setTouched((now) => (now.has(field) ? now : new Set(now).add(field)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setProblem(null);
    if (!details) {
      const first = KYC_FIELDS.find((field) => errors[field]);
      if (first) document.getElementById(kycFieldId(first))?.focus();
      return;
    }
    autosave.cancel();
    submit.mutate(details, {
      onSuccess: () => {
        void clearLocalKycDraft(sub);
        void navigate({ to: '/process' });
      },
      onError: (failure) => {
        const byField = fieldErrorsOf(failure);
        setServerErrors(byField);
        const documents = Object.keys(byField).some((field) => field.startsWith('documents.'));
        const first = KYC_FIELDS.find((field) => byField[field]);
        if (first) document.getElementById(kycFieldId(first))?.focus();
        if (documents || !first) setProblem({ text: dataErrorMessage(failure), documents });
      },
    });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="KYC details">
      <Stack gap={5}>
        <KycSections
          values={values}
          errorOf={errorOf}
          set={set}
          setConfirmed={setConfirmed}
          touch={touch}
        />
        {problem ? (
          <Alert.Root status="error" borderRadius="l2" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{problem.text}</Alert.Title>
              {problem.documents ? (
                <Alert.Description>
                  <ChakraLink asChild variant="underline">
                    <Link to="/scanpage">Scan your PAN card and address proof</Link>
                  </ChakraLink>
                </Alert.Description>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'center' }}
          gap={3}
        >
          <Button type="submit" colorPalette="purple" size="lg" loading={submit.isPending}>
            Submit for verification
          </Button>
          <Box role="status" aria-live="polite">
            <Text fontSize="sm" color="fg.muted">
              {SAVE_TEXT[autosave.state]}
            </Text>
          </Box>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
