import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '@/ui/form-alert';
import { lazyWhenOpen } from '@/ui/lazy-when-open';
import { QueryState } from '@/ui/query-state';
import { useMaintenance, useSwitchMaintenance } from '../api/maintenance';
import { MAINTENANCE_PHRASE } from '../model/contract';
import type { MaintenanceDialogProps } from './maintenance-dialog';

// The admin adviser's maintenance switch (spec 4's UNDER_MAINTENANCE). While it is on, every
// screen of the app goes to the maintenance page, this one included: the dialog says so, and
// how it ends (the command on the server, or an end time set here).

// Loads the first time it opens (issue 19: Chakra's Dialog is not in the first visit).
const MaintenanceDialog = lazyWhenOpen<MaintenanceDialogProps>(
  () => import('./maintenance-dialog').then((m) => m.MaintenanceDialog),
  (p) => p.open,
);

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
        onPointerEnter={() => void MaintenanceDialog.preload()}
        onFocus={() => void MaintenanceDialog.preload()}
        onClick={() => {
          switchIt.reset();
          setPhrase('');
          setOpenedAt(Date.now());
          setOpen(true);
        }}
      >
        {on ? 'Switch maintenance mode off…' : 'Switch maintenance mode on…'}
      </Button>
      <MaintenanceDialog
        open={open}
        onOpenChange={setOpen}
        on={on}
        offCommand={offCommand}
        phrase={phrase}
        onPhrase={setPhrase}
        minutes={minutes}
        onMinutes={setMinutes}
        openedAt={openedAt}
        sending={switchIt.isPending}
        failure={switchIt.isError ? switchIt.error.message : null}
        onConfirm={confirm}
      />
    </Stack>
  );
}
