import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  Portal,
  SimpleGrid,
  Stack,
  useRecipe,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useRef, useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { describedBy, PlainField } from '@/ui/plain-field';
import { usePolicyWrite } from '../api/policy-write';
import {
  INSURER_MAX,
  NOTES_MAX,
  POLICY_KIND_LABELS,
  POLICY_KINDS,
  POLICY_NUMBER_MAX,
  PREMIUM_FREQUENCIES,
  PREMIUM_FREQUENCY_LABELS,
} from '../model/contract';
import { regroupRupees } from '../model/form-text';
import {
  newPolicyForm,
  placePolicyErrors,
  policyToForm,
  readPolicyForm,
  type PolicyFormErrors,
  type PolicyFormState,
} from '../model/policy-form';
import { addDocumentId } from '../model/policy-document';
import type { PolicyRow } from '../model/policy-list';
import { DocumentsField } from './documents-field';
import { NomineesField } from './nominees-field';
import { SelectField, TextField } from '@/ui/form-fields';

// Adds or changes a policy (issue 18, Deliver 3). Saved through the outbox: offline it is kept
// on the device and shown as waiting; on a refusal the dialog stays open with what was typed and
// the server's words at their fields.

export interface PolicyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The policy changed; none to add one. */
  policy?: PolicyRow | undefined;
  /** Sent (`sent`) or kept on the device until online (`queued`). */
  onSaved: (state: 'sent' | 'queued') => void;
}

export function PolicyDialog(props: PolicyDialogProps) {
  const { open, onOpenChange, policy } = props;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 2, sm: 4 }} maxW="2xl">
            <Dialog.Header>
              <Dialog.Title>
                {policy
                  ? `Edit ${POLICY_KIND_LABELS[policy.kind].toLowerCase()} policy (${policy.insurer})`
                  : 'Add a policy'}
              </Dialog.Title>
            </Dialog.Header>
            <PolicyForm {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PolicyForm({ onOpenChange, policy, onSaved }: PolicyDialogProps) {
  const prefix = useId();
  const fieldId = (field: string) => `${prefix}-${field}`;
  const write = usePolicyWrite();
  const textarea = useRecipe({ key: 'textarea' })({ size: 'md' });
  const formRef = useRef<HTMLFormElement>(null);
  // A new policy's id is made once, when the dialog opens: a retry names the same policy.
  const [policyId] = useState(() => policy?.policyId ?? crypto.randomUUID());
  const [form, setForm] = useState<PolicyFormState>(() =>
    policy ? policyToForm(policy) : newPolicyForm(),
  );
  const [errors, setErrors] = useState<PolicyFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof PolicyFormState>(key: K, value: PolicyFormState[K]) =>
    setForm((old) => ({ ...old, [key]: value }));
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = () => {
    setFailure(null);
    const read = readPolicyForm(form);
    if ('errors' in read) {
      setErrors(read.errors);
      setFailure('Check the fields marked below.');
      focusFirstError();
      return;
    }
    setErrors({});
    write.mutate(
      policy
        ? { kind: 'update', policyId, body: read.body }
        : { kind: 'create', body: { policyId, ...read.body } },
      {
        onSuccess: (result) => {
          onSaved(result.state === 'sent' ? 'sent' : 'queued');
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors(placePolicyErrors(fieldErrorsOf(error)));
          setFailure(isApiError(error) ? error.message : 'It could not be saved. Try again.');
          focusFirstError();
        },
      },
    );
  };

  const notesHint = 'Riders, the agent’s contact, where the paper policy is kept. Optional.';
  return (
    <chakra.form
      ref={formRef}
      display="contents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Dialog.Body>
        <Stack gap={5}>
          {failure ? <FormAlert status="error" title={failure} /> : null}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
            <SelectField
              id={fieldId('kind')}
              label="Kind of policy"
              value={form.kind}
              options={POLICY_KINDS}
              labels={POLICY_KIND_LABELS}
              onValue={(kind) => set('kind', kind)}
              error={errors.kind}
            />
            <TextField
              id={fieldId('insurer')}
              label="Insurer"
              value={form.insurer}
              maxLength={INSURER_MAX + 20}
              onValue={(insurer) => set('insurer', insurer)}
              error={errors.insurer}
            />
            <TextField
              id={fieldId('policy-number')}
              label="Policy number"
              hint="Optional"
              value={form.policyNumber}
              maxLength={POLICY_NUMBER_MAX + 20}
              onValue={(value) => set('policyNumber', value)}
              error={errors.policyNumber}
            />
            <TextField
              id={fieldId('sum-assured')}
              label={form.kind === 'motor' ? 'Insured declared value' : 'Sum assured'}
              prefix="₹"
              inputMode="decimal"
              value={form.sumAssured}
              onValue={(value) => set('sumAssured', value)}
              onBlur={() => set('sumAssured', regroupRupees(form.sumAssured))}
              error={errors.sumAssured}
            />
            <TextField
              id={fieldId('premium')}
              label="Premium (each instalment)"
              prefix="₹"
              inputMode="decimal"
              value={form.premium}
              onValue={(value) => set('premium', value)}
              onBlur={() => set('premium', regroupRupees(form.premium))}
              error={errors.premium}
            />
            <SelectField
              id={fieldId('frequency')}
              label="Paid"
              value={form.frequency}
              options={PREMIUM_FREQUENCIES}
              labels={PREMIUM_FREQUENCY_LABELS}
              onValue={(frequency) => set('frequency', frequency)}
              error={errors.frequency}
            />
            <TextField
              id={fieldId('start')}
              label="Start date"
              type="date"
              value={form.startDate}
              onValue={(value) => set('startDate', value)}
              error={errors.startDate}
            />
            <TextField
              id={fieldId('renewal')}
              label="Next premium or renewal"
              hint={form.frequency === 'single' ? 'Leave empty if nothing more is due' : undefined}
              type="date"
              value={form.renewalDate}
              onValue={(value) => set('renewalDate', value)}
              error={errors.renewalDate}
            />
          </SimpleGrid>
          <NomineesField
            idPrefix={prefix}
            nominees={form.nominees}
            errors={errors}
            onChange={(nominees) => set('nominees', nominees)}
          />
          <DocumentsField
            idPrefix={prefix}
            documentIds={form.documentIds}
            error={errors.documentIds}
            onChange={(documentIds) => set('documentIds', documentIds)}
            onAdd={(documentId) =>
              setForm((old) => ({
                ...old,
                documentIds: addDocumentId(old.documentIds, documentId),
              }))
            }
          />
          <PlainField id={fieldId('notes')} label="Notes" hint={notesHint} error={errors.notes}>
            <chakra.textarea
              id={fieldId('notes')}
              css={textarea}
              rows={3}
              value={form.notes}
              maxLength={NOTES_MAX + 20}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={describedBy({
                id: fieldId('notes'),
                error: errors.notes,
                hint: notesHint,
              })}
              onChange={(event) => set('notes', event.target.value)}
            />
          </PlainField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={write.isPending}>
          {policy ? 'Save changes' : 'Add the policy'}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
