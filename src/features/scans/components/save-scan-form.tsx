import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { describedBy, PlainField } from '@/ui/plain-field';
import { useRecipe } from '@chakra-ui/react';
import { MAX_SAVED_SCANS, SCAN_NAME_MAX } from '../model/contract';
import { ScanCode } from './scan-code';

export type SaveChoice =
  | { kind: 'new'; name: string; expression: string }
  | { kind: 'update'; id: string; name: string; expression: string };

interface SaveScanFormProps {
  expression: string;
  opened: { id: string; name: string } | null;
  takenNames: readonly string[];
  /** The user has the most saved scans there can be. */
  full: boolean;
  onSave: (choice: SaveChoice) => void;
}

const normal = (name: string) => name.trim().replace(/\s+/g, ' ');

export function SaveScanForm({ expression, opened, takenNames, full, onSave }: SaveScanFormProps) {
  const id = useId();
  const input = useRecipe({ key: 'input' })({});
  const [asNew, setAsNew] = useState(opened === null);
  const [name, setName] = useState(opened?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = normal(name);
    const taken = takenNames.some(
      (one) =>
        one.toLocaleLowerCase('en-IN') === clean.toLocaleLowerCase('en-IN') &&
        (asNew || one !== opened?.name),
    );
    if (clean === '') setError('Give the scan a name');
    else if ([...clean].length > SCAN_NAME_MAX)
      setError(`A name is at most ${SCAN_NAME_MAX} characters`);
    else if (taken) setError('You already have a scan with this name');
    else if (asNew && full)
      setError(`You have ${MAX_SAVED_SCANS} saved scans, the most there can be: delete one first`);
    else if (!asNew && opened) onSave({ kind: 'update', id: opened.id, name: clean, expression });
    else onSave({ kind: 'new', name: clean, expression });
  };
  const field = { id: `${id}-name`, error, hint: `Up to ${SCAN_NAME_MAX} characters` };
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap={3}>
        <ScanCode>{expression}</ScanCode>
        {opened ? (
          <chakra.fieldset>
            <chakra.legend srOnly>Save how</chakra.legend>
            <Stack gap={1}>
              <chakra.label display="flex" gap={2} alignItems="center">
                <input
                  type="radio"
                  name={`${id}-how`}
                  checked={!asNew}
                  onChange={() => setAsNew(false)}
                />
                Save changes to “{opened.name}”
              </chakra.label>
              <chakra.label display="flex" gap={2} alignItems="center">
                <input
                  type="radio"
                  name={`${id}-how`}
                  checked={asNew}
                  onChange={() => setAsNew(true)}
                />
                Save as a new scan
              </chakra.label>
            </Stack>
          </chakra.fieldset>
        ) : null}
        <PlainField {...field} label="Name">
          <chakra.input
            id={field.id}
            css={input}
            autoComplete="off"
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field)}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
        </PlainField>
        <Text fontSize="sm" color="fg.muted">
          It runs again after every data update, and we tell you when new stocks match.
        </Text>
        <Button type="submit" colorPalette="purple">
          Save
        </Button>
      </Stack>
    </chakra.form>
  );
}
