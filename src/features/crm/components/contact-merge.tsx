import { Button, chakra, Stack, Text, useRecipe } from '@chakra-ui/react';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { FormAlert } from '@/ui/form-alert';
import { PlainField } from '@/ui/plain-field';
import { useOffline } from '@/ui/use-offline';
import { useContacts } from '../api/contacts-get';
import { useMergeContacts } from '../api/merge-contacts';
import { useFormatPhone } from '../hooks/use-format-phone';
import type { Contact } from '../model/contract';

// Merging a duplicate into this contact (issue 17): its interactions, tasks, consents and leads
// move here, its tags join, its details fill the gaps, and it is removed. Online only (two
// records become one on the server, in one transaction), asked twice.

export function ContactMerge({ keep }: { keep: Contact }) {
  const contacts = useContacts();
  const merge = useMergeContacts();
  const offline = useOffline();
  const formatPhone = useFormatPhone();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const [other, setOther] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const others = (contacts.data?.data.contacts ?? []).filter(
    (contact) => contact.contactId !== keep.contactId,
  );
  const picked = others.find((contact) => contact.contactId === other);
  const describe = (contact: Contact) =>
    [contact.name, contact.email, contact.phone ? formatPhone(contact.phone) : null]
      .filter(Boolean)
      .join(', ');

  return (
    <Stack gap={3}>
      {done ? <FormAlert status="success" title={done} /> : null}
      {merge.isError ? (
        <FormAlert
          status="error"
          title={isApiError(merge.error) ? merge.error.message : 'The merge did not happen.'}
        >
          Nothing was changed. Try again when you are online.
        </FormAlert>
      ) : null}
      <PlainField
        id={`merge-${keep.contactId}`}
        label="The duplicate to merge into this contact"
        hint="Its calls, tasks, consents and leads move here; then it is removed."
      >
        <chakra.select
          id={`merge-${keep.contactId}`}
          css={[input, { appearance: 'auto', pe: 2 }]}
          value={other}
          onChange={(event) => {
            setOther(event.target.value);
            setConfirming(false);
          }}
        >
          <option value="">Choose a contact…</option>
          {others.map((contact) => (
            <option key={contact.contactId} value={contact.contactId}>
              {describe(contact)}
            </option>
          ))}
        </chakra.select>
      </PlainField>
      {offline ? (
        <Text textStyle="sm" color="fg.muted">
          Merging needs a connection: you seem to be offline.
        </Text>
      ) : null}
      {picked && !confirming ? (
        <Button
          variant="outline"
          alignSelf="flex-start"
          disabled={offline}
          onClick={() => setConfirming(true)}
        >
          Merge…
        </Button>
      ) : null}
      {picked && confirming ? (
        <FormAlert status="info" title={`Merge ${picked.name} into ${keep.name}?`}>
          <Stack gap={2} mt={2}>
            <Text>{picked.name} will be removed; this cannot be undone.</Text>
            <Stack direction="row" gap={2}>
              <Button
                colorPalette="purple"
                size="sm"
                loading={merge.isPending}
                disabled={offline}
                onClick={() =>
                  merge.mutate(
                    { keepContactId: keep.contactId, mergeContactId: picked.contactId },
                    {
                      onSuccess: () => {
                        setDone(`${picked.name} was merged into ${keep.name}.`);
                        setOther('');
                        setConfirming(false);
                      },
                    },
                  )
                }
              >
                Merge the contacts
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </FormAlert>
      ) : null}
    </Stack>
  );
}
