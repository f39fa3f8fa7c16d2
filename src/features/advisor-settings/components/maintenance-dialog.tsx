import {
  Button,
  chakra,
  CloseButton,
  Code,
  Dialog,
  Portal,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { describedBy, PlainField } from '@/ui/plain-field';
import { MAINTENANCE_PHRASE } from '../model/contract';

// Asks before maintenance mode goes on or off: the phrase typed to confirm and, going on, when
// it ends. What is typed lives in the card, so it is kept while the dialog closes. Loaded when
// first opened (issue 19).

const END_CHOICES = [
  { value: '', label: 'Until switched off on the server' },
  { value: '30', label: 'In 30 minutes' },
  { value: '60', label: 'In 1 hour' },
  { value: '120', label: 'In 2 hours' },
  { value: '480', label: 'In 8 hours' },
] as const;

export interface MaintenanceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether maintenance mode is on now: the dialog switches it the other way. */
  on: boolean;
  offCommand: string;
  phrase: string;
  onPhrase: (phrase: string) => void;
  /** Minutes until it ends, as the select's value; empty: until switched off on the server. */
  minutes: string;
  onMinutes: (minutes: string) => void;
  /** When the dialog opened (ms): the end time it shows is counted from then. */
  openedAt: number;
  sending: boolean;
  failure: string | null;
  onConfirm: () => void;
}

export function MaintenanceDialog({
  open,
  onOpenChange,
  on,
  offCommand,
  phrase,
  onPhrase,
  minutes,
  onMinutes,
  openedAt,
  sending,
  failure,
  onConfirm,
}: MaintenanceDialogProps) {
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const typed = phrase.trim() === MAINTENANCE_PHRASE;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4}>
            <Dialog.Header>
              <Dialog.Title>
                {on ? 'Switch maintenance mode off?' : 'Switch maintenance mode on?'}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                {on ? (
                  <Text>Every user can use the app again from their next screen.</Text>
                ) : (
                  <>
                    <Text>
                      Every user, investors and advisers, <strong>you included</strong>, sees only
                      the maintenance page from their next screen. You cannot switch it off from the
                      app: run <Code>{offCommand}</Code> on the server, or pick an end time below.
                    </Text>
                    <PlainField id="maintenance-end" label="Ends">
                      <chakra.select
                        id="maintenance-end"
                        css={input}
                        value={minutes}
                        onChange={(event) => onMinutes(event.target.value)}
                      >
                        {END_CHOICES.map((choice) => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label}
                          </option>
                        ))}
                      </chakra.select>
                    </PlainField>
                    {minutes ? (
                      <Text textStyle="sm" color="fg.muted">
                        Ends about{' '}
                        {formatIndianDateTime(new Date(openedAt + Number(minutes) * 60_000))}.
                      </Text>
                    ) : null}
                  </>
                )}
                <PlainField id="maintenance-phrase" label={`Type ${MAINTENANCE_PHRASE} to confirm`}>
                  <chakra.input
                    id="maintenance-phrase"
                    css={input}
                    value={phrase}
                    autoComplete="off"
                    spellCheck={false}
                    aria-describedby={describedBy({ id: 'maintenance-phrase' })}
                    onChange={(event) => onPhrase(event.target.value)}
                  />
                </PlainField>
                {failure ? <FormAlert status="error" title={failure} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button
                colorPalette={on ? undefined : 'red'}
                disabled={!typed}
                loading={sending}
                onClick={onConfirm}
              >
                {on ? 'Switch off' : 'Switch on for everyone'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
