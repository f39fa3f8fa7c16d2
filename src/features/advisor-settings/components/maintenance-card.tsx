import {
  Button,
  Card,
  chakra,
  CloseButton,
  Code,
  Dialog,
  Heading,
  Portal,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { FormAlert } from '@/ui/form-alert';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { describedBy, PlainField } from '@/ui/plain-field';
import { QueryState } from '@/ui/query-state';
import { useMaintenance, useSwitchMaintenance } from '../api/maintenance';
import { MAINTENANCE_PHRASE } from '../model/contract';

// The admin adviser's maintenance switch (spec 4's UNDER_MAINTENANCE). While it is on, every
// screen of the app goes to the maintenance page, this one included: the dialog says so, and
// how it ends (the command on the server, or an end time set here).

const END_CHOICES = [
  { value: '', label: 'Until switched off on the server' },
  { value: '30', label: 'In 30 minutes' },
  { value: '60', label: 'In 1 hour' },
  { value: '120', label: 'In 2 hours' },
  { value: '480', label: 'In 8 hours' },
] as const;

export function MaintenanceCard() {
  const query = useMaintenance(true);
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="maintenance-heading">
      <Card.Header>
        <Heading as="h2" id="maintenance-heading" size="lg">
          Maintenance mode
        </Heading>
        <Text color="fg.muted">
          For an admin adviser: shows every user the maintenance page while the app is worked on.
        </Text>
      </Card.Header>
      <Card.Body>
        <QueryState query={query} loadingHeight="6rem">
          {({ data }) => <MaintenanceSwitch on={data.on} offCommand={data.offCommand} />}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

function MaintenanceSwitch({ on, offCommand }: { on: boolean; offCommand: string }) {
  const [open, setOpen] = useState(false);
  const [phrase, setPhrase] = useState('');
  const [minutes, setMinutes] = useState('60');
  // When the dialog opened: the end time it shows is counted from then.
  const [openedAt, setOpenedAt] = useState(0);
  const switchIt = useSwitchMaintenance();
  const input = useRecipe({ key: 'input' })({ size: 'md' });
  const typed = phrase.trim() === MAINTENANCE_PHRASE;
  const outcome = switchIt.data?.state;

  const confirm = () => {
    const until = minutes ? new Date(Date.now() + Number(minutes) * 60_000).toISOString() : null;
    switchIt.mutate(
      { on: !on, confirm: MAINTENANCE_PHRASE, until: on ? null : until },
      {
        onSuccess: (result) => {
          if (result.state === 'sent') setOpen(false);
        },
      },
    );
  };

  return (
    <Stack gap={3}>
      <Text>
        Maintenance mode is <strong>{on ? 'on' : 'off'}</strong>.
      </Text>
      {outcome === 'needs-confirm' ? (
        <FormAlert status="info" title="Not sent: you are offline. Nothing changed." />
      ) : null}
      <Button
        alignSelf="flex-start"
        colorPalette={on ? undefined : 'red'}
        variant={on ? 'outline' : 'solid'}
        onClick={() => {
          switchIt.reset();
          setPhrase('');
          setOpenedAt(Date.now());
          setOpen(true);
        }}
      >
        {on ? 'Switch maintenance mode off…' : 'Switch maintenance mode on…'}
      </Button>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
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
                        the maintenance page from their next screen. You cannot switch it off from
                        the app: run <Code>{offCommand}</Code> on the server, or pick an end time
                        below.
                      </Text>
                      <PlainField id="maintenance-end" label="Ends">
                        <chakra.select
                          id="maintenance-end"
                          css={input}
                          value={minutes}
                          onChange={(event) => setMinutes(event.target.value)}
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
                  <PlainField
                    id="maintenance-phrase"
                    label={`Type ${MAINTENANCE_PHRASE} to confirm`}
                  >
                    <chakra.input
                      id="maintenance-phrase"
                      css={input}
                      value={phrase}
                      autoComplete="off"
                      spellCheck={false}
                      aria-describedby={describedBy({ id: 'maintenance-phrase' })}
                      onChange={(event) => setPhrase(event.target.value)}
                    />
                  </PlainField>
                  {switchIt.isError ? (
                    <FormAlert status="error" title={switchIt.error.message} />
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button
                  colorPalette={on ? undefined : 'red'}
                  disabled={!typed}
                  loading={switchIt.isPending}
                  onClick={confirm}
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
    </Stack>
  );
}
