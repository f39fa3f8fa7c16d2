import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { formatIndianDateTime } from '@/ui/format-date-time';
import { useDeleteAlert } from '../api/alert-delete';
import type { Quote } from '../api/quotes-get';
import { describeAlert, stateText } from '../model/alerts';
import type { PriceAlert } from '../model/contract';
import type { StockRef } from '../model/rules';
import { AlertForm } from './alert-form';

// A stock's price alerts: how each stands, delete one, set another. A dialog on tablets, full
// screen on phones; the dialog recipe comes with this chunk, not the slim theme.

interface AlertsDialogProps {
  stock: (StockRef & { name: string }) | null;
  quote: Quote | undefined;
  alerts: readonly PriceAlert[];
  onClose: () => void;
}

export function AlertsDialog({ stock, quote, alerts, onClose }: AlertsDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={stock !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="alerts-dialog">
            {stock ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1}>
                  <Dialog.Title>Alerts on {stock.symbol}</Dialog.Title>
                  <Dialog.Description color="fg.muted" fontSize="sm">
                    {stock.name}. Each fires once when a day’s close crosses it, here and by e-mail
                    (Account settings, price alerts).
                  </Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap={6}>
                    <AlertList alerts={alerts} />
                    <AlertForm stock={stock} quote={quote} />
                  </Stack>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AlertList({ alerts }: { alerts: readonly PriceAlert[] }) {
  const remove = useDeleteAlert();
  if (alerts.length === 0) {
    return <Text color="fg.muted">No alerts on this stock yet.</Text>;
  }
  return (
    <Box as="ul" listStyleType="none" aria-label="Alerts set">
      {alerts.map((alert) => (
        <Box as="li" key={alert.id} py={2} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <HStack justify="space-between" align="flex-start" gap={3}>
            <Stack gap={0}>
              <Text fontWeight="medium">{describeAlert(alert.kind, alert.threshold)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {stateText(alert, (iso) => formatIndianDateTime(new Date(iso)))}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Delete the alert ${describeAlert(alert.kind, alert.threshold)}`}
              onClick={() => remove.mutate(alert)}
            >
              Delete
            </Button>
          </HStack>
        </Box>
      ))}
    </Box>
  );
}
