import { Button, chakra, CloseButton, Dialog, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useRef, useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { useLeadWrite } from '../api/lead-write';
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  NAME_MAX,
  NOTES_MAX,
  type Lead,
} from '../model/contract';
import {
  changedFields,
  leadToForm,
  newLeadForm,
  placeLeadErrors,
  readLeadForm,
  type LeadFormErrors,
  type LeadFormState,
} from '../model/lead-form';
import { SelectField, TextAreaField, TextField } from '@/ui/form-fields';

// "Add lead" and "Edit lead". Saved through the outbox: offline it is kept on the device and the
// card shows at once; on a refusal the dialog stays open with what was typed and the server's
// words beside their fields.

export interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lead edited; none to add one. */
  lead?: Lead | undefined;
  onSaved: (what: string, state: 'sent' | 'queued') => void;
}

export function LeadDialog(props: LeadDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
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
              <Dialog.Title>{props.lead ? `Edit ${props.lead.name}` : 'Add a lead'}</Dialog.Title>
            </Dialog.Header>
            <LeadForm {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LeadForm({ onOpenChange, lead, onSaved }: LeadDialogProps) {
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;
  const write = useLeadWrite();
  const formRef = useRef<HTMLFormElement>(null);
  // A new lead's id is made once, when the dialog opens: a retry names the same lead.
  const [leadId] = useState(() => lead?.leadId ?? crypto.randomUUID());
  const [form, setForm] = useState<LeadFormState>(() => (lead ? leadToForm(lead) : newLeadForm()));
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof LeadFormState>(key: K, value: LeadFormState[K]) =>
    setForm((old) => ({ ...old, [key]: value }));
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = () => {
    setFailure(null);
    const read = readLeadForm(form);
    if ('errors' in read) {
      setErrors(read.errors);
      setFailure('Check the fields marked below.');
      focusFirstError();
      return;
    }
    setErrors({});
    if (lead) {
      const body = changedFields(lead, read.body);
      // The phone is shown formatted: sending it unchanged would only make the server say so.
      if (body.phone !== undefined && lead.phone && body.phone === leadToForm(lead).phone) {
        delete body.phone;
      }
      if (Object.keys(body).length === 0) {
        onOpenChange(false);
        return;
      }
      write.mutate({ kind: 'update', leadId, name: read.body.name, body }, handlers('Lead saved'));
    } else {
      write.mutate(
        { kind: 'create', body: { leadId, contactId: null, ...read.body } },
        handlers(`${read.body.name} added to New`),
      );
    }
  };
  const handlers = (what: string) => ({
    onSuccess: (result: { state: string }) => {
      onSaved(what, result.state === 'sent' ? 'sent' : 'queued');
      onOpenChange(false);
    },
    onError: (error: Error) => {
      setErrors(placeLeadErrors(fieldErrorsOf(error)));
      setFailure(isApiError(error) ? error.message : 'It could not be saved. Try again.');
      focusFirstError();
    },
  });

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
            <TextField
              id={id('name')}
              label="Name"
              value={form.name}
              maxLength={NAME_MAX + 20}
              onValue={(value) => set('name', value)}
              error={errors.name}
            />
            <SelectField
              id={id('source')}
              label="Source"
              value={form.source}
              options={LEAD_SOURCES}
              labels={LEAD_SOURCE_LABELS}
              onValue={(value) => set('source', value)}
              error={errors.source}
            />
            <TextField
              id={id('phone')}
              label="Mobile"
              hint="Optional. Indian numbers need no +91."
              type="tel"
              inputMode="tel"
              value={form.phone}
              onValue={(value) => set('phone', value)}
              error={errors.phone}
            />
            <TextField
              id={id('email')}
              label="E-mail"
              hint="Optional; needed to invite them later"
              type="email"
              inputMode="email"
              value={form.email}
              onValue={(value) => set('email', value)}
              error={errors.email}
            />
            <TextField
              id={id('assets')}
              label="Expected assets"
              hint="Optional, in rupees"
              prefix="₹"
              inputMode="decimal"
              value={form.expectedAssets}
              onValue={(value) => set('expectedAssets', value)}
              error={errors.expectedAssets}
            />
            <TextField
              id={id('follow-up')}
              label="Next follow-up"
              hint="Optional"
              type="date"
              value={form.nextFollowUp}
              onValue={(value) => set('nextFollowUp', value)}
              error={errors.nextFollowUp}
            />
          </SimpleGrid>
          <TextAreaField
            id={id('notes')}
            label="Notes"
            hint="Optional"
            value={form.notes}
            maxLength={NOTES_MAX + 20}
            onValue={(value) => set('notes', value)}
            error={errors.notes}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={write.isPending}>
          {lead ? 'Save changes' : 'Add the lead'}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
