import { Button, chakra, CloseButton, Dialog, Portal, Stack, useRecipe } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { PlainField, describedBy } from '@/ui/plain-field';
import { useHouseholds } from '../api/contacts-families-get';
import { useContactWrite } from '../api/contacts-write';
import {
  HOUSEHOLD_ROLE_LABELS,
  HOUSEHOLD_ROLES,
  checkContactForm,
  contactFormOf,
  emptyContactForm,
  placeContactErrors,
  type ContactFormText,
} from '../model/contact-form';
import { NAME_MAX, NOTES_MAX, type Contact } from '../model/contract';
import { DatesField, TagsField } from './contact-fields';

// Adds or edits a contact (issue 17): name, e-mail, phone, tags as chips, important dates, the
// household (one of the adviser's families, with a role) and notes. Saved through the outbox;
// what was typed stays on a refusal, with the server's messages next to their fields.

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact edited; none to add one. */
  contact?: Contact | undefined;
  /** Sent (`sent`) or kept on the device until online (`queued`). */
  onSaved: (contactId: string, state: 'sent' | 'queued') => void;
}

export function ContactDialog(props: ContactDialogProps) {
  const { open, onOpenChange, contact } = props;
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
          <Dialog.Content mx={4} maxW="xl">
            <Dialog.Header>
              <Dialog.Title>{contact ? `Edit ${contact.name}` : 'Add contact'}</Dialog.Title>
            </Dialog.Header>
            <ContactForm {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type TextField = 'name' | 'email' | 'phone';
const TEXT_FIELDS: { field: TextField; label: string; type: string; hint?: string }[] = [
  { field: 'name', label: 'Name', type: 'text' },
  { field: 'email', label: 'E-mail (optional)', type: 'email' },
  {
    field: 'phone',
    label: 'Phone (optional)',
    type: 'tel',
    hint: 'An Indian mobile as 98765 43210; from abroad start with + and the country code',
  },
];

function ContactForm({ onOpenChange, contact, onSaved }: ContactDialogProps) {
  const write = useContactWrite();
  const families = useHouseholds();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  // A new contact's id is made once, when the dialog opens: a retry names the same contact.
  const [contactId] = useState(() => contact?.contactId ?? crypto.randomUUID());
  const [form, setForm] = useState<ContactFormText>(() =>
    contact ? contactFormOf(contact) : emptyContactForm(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<ContactFormText>) => setForm((old) => ({ ...old, ...patch }));

  const submit = () => {
    setFailure(null);
    const checked = checkContactForm(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    write.mutate(
      contact
        ? { kind: 'update', contactId, body: checked.body }
        : { kind: 'create', body: { contactId, ...checked.body } },
      {
        onSuccess: (result) => {
          onSaved(contactId, result.state === 'sent' ? 'sent' : 'queued');
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors(placeContactErrors(fieldErrorsOf(error)));
          setFailure(isApiError(error) ? error.message : 'It could not be saved. Try again.');
        },
      },
    );
  };

  const familyList = families.data?.data.families ?? [];

  return (
    <chakra.form
      display="contents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Dialog.Body>
        <Stack gap={4}>
          {failure ? <FormAlert status="error" title={failure} /> : null}
          {TEXT_FIELDS.map(({ field, label, type, hint }) => {
            const id = `contact-${field}`;
            return (
              <PlainField key={field} id={id} label={label} error={errors[field]} hint={hint}>
                <chakra.input
                  id={id}
                  type={type}
                  css={input}
                  value={form[field]}
                  maxLength={field === 'name' ? NAME_MAX + 20 : 254}
                  autoComplete="off"
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={describedBy({ id, error: errors[field], hint })}
                  onChange={(event) => set({ [field]: event.target.value })}
                />
              </PlainField>
            );
          })}
          <TagsField tags={form.tags} onChange={(tags) => set({ tags })} error={errors.tags} />
          <DatesField
            dates={form.importantDates}
            onChange={(importantDates) => set({ importantDates })}
            errors={errors}
          />
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <PlainField
              id="contact-family"
              label="Household"
              error={errors.familyId}
              hint={families.isError ? 'Your families could not be loaded' : undefined}
            >
              <chakra.select
                id="contact-family"
                css={[input, { appearance: 'auto', pe: 2 }]}
                value={form.familyId}
                aria-invalid={errors.familyId ? true : undefined}
                aria-describedby={describedBy({ id: 'contact-family', error: errors.familyId })}
                onChange={(event) =>
                  set({
                    familyId: event.target.value,
                    householdRole: event.target.value === '' ? '' : form.householdRole || 'other',
                  })
                }
              >
                <option value="">None</option>
                {familyList.map((family) => (
                  <option key={family.familyId} value={family.familyId}>
                    {family.name}
                  </option>
                ))}
              </chakra.select>
            </PlainField>
            {form.familyId !== '' ? (
              <PlainField id="contact-role" label="Role" error={errors.householdRole}>
                <chakra.select
                  id="contact-role"
                  css={[input, { appearance: 'auto', pe: 2 }]}
                  value={form.householdRole}
                  aria-invalid={errors.householdRole ? true : undefined}
                  aria-describedby={describedBy({
                    id: 'contact-role',
                    error: errors.householdRole,
                  })}
                  onChange={(event) => {
                    const role = HOUSEHOLD_ROLES.find((one) => one === event.target.value);
                    set({ householdRole: role ?? '' });
                  }}
                >
                  <option value="">Choose…</option>
                  {HOUSEHOLD_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {HOUSEHOLD_ROLE_LABELS[role]}
                    </option>
                  ))}
                </chakra.select>
              </PlainField>
            ) : null}
          </Stack>
          <PlainField id="contact-notes" label="Notes (optional)" error={errors.notes}>
            <chakra.textarea
              id="contact-notes"
              css={input}
              minH="6rem"
              py={2}
              value={form.notes}
              maxLength={NOTES_MAX + 100}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={describedBy({ id: 'contact-notes', error: errors.notes })}
              onChange={(event) => set({ notes: event.target.value })}
            />
          </PlainField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="purple" loading={write.isPending}>
          {contact ? 'Save changes' : 'Add the contact'}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
